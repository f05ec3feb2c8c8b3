// Builds the content manager's script (static/admin/cms.js and cms.css) with esbuild, apart from Gatsby's
// webpack, so that Decap CMS does not add its weight to every build: the bundle is rebuilt only when its
// inputs change (the code under src/, the lock file, the published content its previews show, this script).
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { load } from "js-yaml";
import { WORDS_ALIAS, writeEveryLanguageModules } from "../src/node/wordsModules.ts";

const root = new URL("..", import.meta.url).pathname;
// Decap CMS needs React 19 while the site stays on React 18: both are the admin workspace's own (admin/package.json,
// installed in admin/node_modules), and every import of React in the bundle, the previews' included, is sent there.
const adminModules = join(root, "admin", "node_modules");
const outdir = join(root, "static", "admin", "build");
const stampFile = join(root, ".cache", "admin-build.sha256");

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const yaml = (file) => load(readFileSync(join(root, "content", file), "utf8")).en;
const published = {
  firm: yaml("firm/firm.yaml"),
  services: yaml("services/services.yaml").services,
  testimonials: yaml("testimonials/testimonials.yaml").testimonials,
  resources: yaml("resources/resources.yaml").resources,
  questions: yaml("faq/faq.yaml").questions,
  about: yaml("about/about.yaml"),
};

const inputs = [...filesUnder(join(root, "src")), join(root, "package-lock.json"), new URL(import.meta.url).pathname];
const hash = createHash("sha256");
for (const file of inputs.sort()) hash.update(relative(root, file)).update(readFileSync(file));
hash.update(JSON.stringify(published));
const stamp = hash.digest("hex");

if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp && existsSync(join(outdir, "cms.js"))) {
  console.log("admin: unchanged, build skipped");
  process.exit(0);
}

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { cms: join(root, "src", "cms", "index.tsx") },
  outdir,
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  jsx: "automatic",
  jsxImportSource: "@emotion/react",
  loader: { ".woff2": "file", ".woff": "file" },
  assetNames: "fonts/[name]-[hash]",
  publicPath: "/admin/build",
  alias: {
    gatsby: join(root, "src", "cms", "shims", "gatsby.tsx"),
    // The previews show every language: each entry of the words in all of them (src/node/wordsModules.ts).
    [WORDS_ALIAS]: writeEveryLanguageModules(root),
    // The package's own prebuilt bundle: far quicker to bundle than its many modules.
    "decap-cms-app": join(adminModules, "decap-cms-app", "dist", "decap-cms-app.js"),
    react: join(adminModules, "react"),
    "react-dom": join(adminModules, "react-dom"),
  },
  define: {
    "process.env.NODE_ENV": '"production"',
    "process.env.GATSBY_INQUIRY_ENDPOINT": '""',
    __PUBLISHED__: JSON.stringify(published),
  },
  logLevel: "warning",
});
mkdirSync(join(root, ".cache"), { recursive: true });
writeFileSync(stampFile, stamp);
console.log(`admin: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
