// How long publishing and its checks take, on today's content and on a year more of the editors' writing
// (scripts/year-of-content.ts): the production build, the content path (`npm run ci:content`, what an editor's change
// waits for) and, unless --no-suite, the whole suite (`npm test`, what a change to the code waits for). Figures, never
// pass/fail; one run of each, as each takes minutes (docs/decisions/checks-by-template.md).
// Usage: node scripts/bench-checks.mjs [--no-suite]
import { execSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const YEAR_CONTENT = "e2e-sites/bench-year-content";
const CONTENTS = { today: join(root, "content"), "a year more": join(root, YEAR_CONTENT) };
const STEPS = {
  build: "npm run build",
  "content path": "npm run ci:content",
  ...(!process.argv.includes("--no-suite") && { suite: "npm test" }),
};

/** Seconds `command` takes with the site built from `contentDir`; it must pass. */
function seconds(command, contentDir) {
  const start = process.hrtime.bigint();
  execSync(command, { cwd: root, stdio: "ignore", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CONTENT_DIR: contentDir } });
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const pageCount = () => readdirSync(join(root, "public"), { recursive: true }).filter((file) => String(file).endsWith("index.html")).length;

execSync(`npx tsx scripts/year-of-content.ts ${YEAR_CONTENT}`, { cwd: root, stdio: "ignore" });
const rows = [];
for (const [content, contentDir] of Object.entries(CONTENTS)) {
  const row = { content };
  for (const [step, command] of Object.entries(STEPS)) {
    row[step] = seconds(command, contentDir);
    if (step === "build") row.pages = pageCount();
    console.log(`${content}, ${step}: ${row[step].toFixed(0)} s`);
  }
  rows.push(row);
}
console.log(`\n| content | pages | ${Object.keys(STEPS).join(" s | ")} s |`);
console.log(
  `| --- | --- | ${Object.keys(STEPS)
    .map(() => "---")
    .join(" | ")} |`,
);
for (const row of rows)
  console.log(
    `| ${row.content} | ${row.pages} | ${Object.keys(STEPS)
      .map((step) => row[step].toFixed(0))
      .join(" | ")} |`,
  );
