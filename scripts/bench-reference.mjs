// The bench's reference: a bare Gatsby 5 site of one page, built with this project's own Gatsby (the same
// version, from the same node_modules) into bench-results/reference/, outside the project's sources. It is
// served and measured exactly as our site is, in the same run, so that the bench can report ratios: absolute
// figures change from one machine to the next, and from one minute to the next on a busy one.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FILES = {
  "package.json": JSON.stringify(
    // Versions as the project's own: the packages come from its node_modules.
    { name: "bench-reference", private: true, version: "1.0.0", dependencies: { gatsby: "*", react: "*", "react-dom": "*" } },
    null,
    2,
  ),
  "gatsby-config.ts": `import type { GatsbyConfig } from "gatsby";

const config: GatsbyConfig = {
  siteMetadata: { title: "Reference", siteUrl: "https://www.example.com" },
  plugins: [],
};

export default config;
`,
  // Says when the page has hydrated, as the site's own gatsby-browser.tsx does (scripts/time-to-answer.mjs).
  "gatsby-browser.js": `export const onInitialClientRender = () => {
  document.documentElement.dataset.hydrated = "true";
};
`,
  // One page of about the size of a starter's: a heading, a paragraph, a menu button and a short list of links; and
  // one field echoed in a table, the least a keystroke can draw (the estimate's keystroke is timed beside it).
  "src/pages/index.tsx": `import * as React from "react";
import type { HeadFC, PageProps } from "gatsby";

const links = ["Documentation", "Tutorials", "Plugins", "Starters", "Showcase", "Contributing"];

export default function IndexPage(_: PageProps) {
  const [open, setOpen] = React.useState(false);
  const [amount, setAmount] = React.useState("");
  return (
    <main style={{ padding: 96, fontFamily: "-apple-system, Roboto, sans-serif, serif" }}>
      <h1>A bare Gatsby page</h1>
      <p>Measured beside the site, served the same way, as the reference of the bench.</p>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Menu
      </button>
      {open && <p>The menu.</p>}
      <ul>
        {links.map((name) => (
          <li key={name}>
            <a href={\`#\${name.toLowerCase()}\`}>{name}</a>
          </li>
        ))}
      </ul>
      <label>
        Amount <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      <table>
        <tbody>
          <tr>
            <th scope="row">Amount</th>
            <td>{amount}</td>
          </tr>
        </tbody>
      </table>
    </main>
  );
}

export const Head: HeadFC = () => (
  <>
    <title>Reference</title>
    <meta name="description" content="A bare Gatsby page, the reference the bench compares the site with." />
  </>
);
`,
};

/** Builds the reference site and returns the folder of its built pages. */
export function buildReference(root) {
  const dir = join(root, "bench-results", "reference");
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  if (!existsSync(join(dir, "node_modules"))) symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  execFileSync(process.execPath, [join(root, "node_modules", "gatsby", "cli.js"), "build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
  return join(dir, "public");
}
