// The benchmark: figures, never pass/fail.
//   node scripts/bench.mjs            cold build (after `gatsby clean`), warm build, a build after a content
//                                     edit (a price changed, as an editor's save does), then page weight
//   node scripts/bench.mjs --no-build page weight of the site already in public/
// Prints a table and writes bench-results/bench.json for comparing commits.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

const root = new URL("..", import.meta.url).pathname;
const publicDir = join(root, "public");
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

function timeBuild(label) {
  const start = process.hrtime.bigint();
  execSync("npm run build", { cwd: root, env, stdio: "ignore" });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`${label} build: ${seconds.toFixed(1)} s`);
  return seconds;
}

function pageDataFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageDataFiles(path);
    return entry.name === "page-data.json" ? [path] : [];
  });
}

const gzipSize = (file) => gzipSync(readFileSync(join(publicDir, file)), { level: 9 }).length;

/** The JavaScript a first visit to each route downloads: the app's chunk group plus the page's own. */
function pageWeights() {
  const stats = JSON.parse(readFileSync(join(publicDir, "webpack.stats.json"), "utf8"));
  const scriptsOf = (group) =>
    (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"));
  const appScripts = scriptsOf("app");
  return pageDataFiles(join(publicDir, "page-data"))
    .map((file) => JSON.parse(readFileSync(file, "utf8")))
    .filter((data) => data.path && !data.path.startsWith("/dev-404"))
    .map((data) => {
      const files = [...new Set([...appScripts, ...scriptsOf(data.componentChunkName)])];
      const gzip = files.reduce((sum, name) => sum + gzipSize(name), 0);
      return { route: data.path, scripts: files.length, gzipBytes: gzip };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Runs `measure` with one price changed in the pricing file, as an editor's save would, then puts it back. */
function afterContentEdit(measure) {
  const file = join(root, "content", "pricing", "pricing.yaml");
  const original = readFileSync(file, "utf8");
  writeFileSync(file, original.replace('price: "$99"', 'price: "$98"'));
  try {
    return measure();
  } finally {
    writeFileSync(file, original);
  }
}

const results = { date: new Date().toISOString(), build: {}, routes: [] };
if (!process.argv.includes("--no-build")) {
  execSync("npx gatsby clean", { cwd: root, env, stdio: "ignore" });
  rmSync(join(root, ".cache"), { recursive: true, force: true });
  results.build.coldSeconds = timeBuild("cold");
  results.build.warmSeconds = timeBuild("warm");
  results.build.contentEditSeconds = afterContentEdit(() => timeBuild("content edit"));
}
if (!existsSync(join(publicDir, "webpack.stats.json"))) {
  console.error("No built site in public/: run `npm run build` first, or the bench without --no-build.");
  process.exit(1);
}
results.routes = pageWeights();

console.log("\nJavaScript loaded on a first visit (gzip, level 9)");
console.log("route".padEnd(22), "scripts".padStart(8), "KiB".padStart(8));
for (const { route, scripts, gzipBytes } of results.routes) {
  console.log(route.padEnd(22), String(scripts).padStart(8), (gzipBytes / 1024).toFixed(1).padStart(8));
}
mkdirSync(join(root, "bench-results"), { recursive: true });
const out = join(root, "bench-results", "bench.json");
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwritten: ${relative(root, out)}`);
