// How long the checks take, on a fresh clone of the last commit: each part of `.ci/run` alone, as the publishing workflow
// runs it (.github/workflows/site.yml: "checks" and "build" at once, then every job of the matrix "test" at once, then
// "publish"), the longest path through the workflow from those times, and the whole `bash .ci/run`, on today's content
// and on a year more of the editors' writing (scripts/year-of-content.ts). The content path ("content") is what an
// editor's change waits for. Figures, never pass/fail; one run of each, as each takes minutes.
// Usage: node scripts/bench-checks.mjs [--content today|year] [--parts content,build,...] [--no-whole] [--keep: the clone and its bench.log]
import { execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { load } from "js-yaml";

const root = new URL("..", import.meta.url).pathname;
const option = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const contents = option("--content") ? [option("--content")] : ["today", "year"];
const onlyParts = option("--parts")?.split(",");
const whole = !process.argv.includes("--no-whole");

// The workflow's jobs that run a part: checks, build and content, and the matrix's, each with its shard.
const workflow = load(readFileSync(join(root, ".github/workflows/site.yml"), "utf8"));
const matrix = workflow.jobs.test.strategy.matrix.include;
const jobs = [{ part: "checks" }, { part: "build" }, ...matrix, { part: "content" }].filter(({ part }) => !onlyParts || onlyParts.includes(part));
const label = ({ part, shard }) => (shard ? `${part} ${shard}` : part);

const clone = mkdtempSync(join(tmpdir(), "bench-checks-"));
execSync(`git clone -q ${root} ${clone}`);
const YEAR_CONTENT = join(clone, "e2e-sites/bench-year-content");

/**
 * Seconds `command` takes in the clone, with `env` (its output is kept in the clone's bench.log); a command that fails
 * is said, and its time is not a figure (NaN, printed "failed"), so the other figures are still printed.
 */
function seconds(command, env = {}) {
  const start = process.hrtime.bigint();
  try {
    execSync(`(${command}) >> bench.log 2>&1`, { cwd: clone, shell: "/bin/bash", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env } });
  } catch {
    console.log(`failed: ${command} (${JSON.stringify(env)}); see bench.log in the clone (--keep)`);
    return NaN;
  }
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const install = seconds(". scripts/use-node.sh && npm install --no-audit --no-fund");
console.log(`install: ${install.toFixed(0)} s (npm install in the fresh clone; each part installs again, finding it done)`);
execSync(`. scripts/use-node.sh && npx tsx scripts/year-of-content.ts ${YEAR_CONTENT}`, { cwd: clone, shell: "/bin/bash", stdio: "ignore" });

/** A figure in whole seconds, "failed", or "–" where it was not measured. */
const cell = (value) => (value === undefined ? "–" : Number.isNaN(value) ? "failed" : value.toFixed(0));
const rows = [];
for (const content of contents) {
  const env = content === "year" ? { CONTENT_DIR: YEAR_CONTENT } : {};
  const times = new Map();
  for (const job of jobs) {
    times.set(label(job), seconds("bash .ci/run", { ...env, CI_PART: job.part, ...(job.shard && { CI_SHARD: job.shard }) }));
    console.log(`${content}, part ${label(job)}: ${times.get(label(job)).toFixed(0)} s`);
  }
  // The publish job: the production build, after every part.
  const publish = onlyParts ? undefined : seconds(". scripts/use-node.sh && SERVED_OVER_HTTPS=1 npm run build", env);
  console.log(`${content}, publish: ${cell(publish)} s`);
  const tested = matrix.map(label).filter((name) => times.has(name));
  const longest = tested.length > 0 ? Math.max(...tested.map((name) => times.get(name))) : undefined;
  const path =
    publish !== undefined && longest !== undefined ? Math.max(times.get("checks") ?? 0, (times.get("build") ?? 0) + longest) + publish : undefined;
  const all = whole ? seconds("bash .ci/run", env) : undefined;
  rows.push({ content, times, publish, path, all });
  if (path !== undefined) console.log(`${content}: longest path ${cell(path)} s (checks ‖ build, then the longest test job, then publish)`);
  if (all !== undefined) console.log(`${content}: the whole bash .ci/run ${cell(all)} s`);
}

const names = jobs.map(label);
console.log(`\n| content | ${names.join(" | ")} | publish | longest path | whole run | path / whole |`);
console.log(`| --- | ${names.map(() => "---").join(" | ")} | --- | --- | --- | --- |`);
for (const { content, times, publish, path, all } of rows) {
  const ratio = path !== undefined && all !== undefined ? `${((100 * path) / all).toFixed(0)}%` : "–";
  console.log(
    `| ${content} | ${names.map((name) => cell(times.get(name))).join(" | ")} | ${cell(publish)} | ${cell(path)} | ${cell(all)} | ${ratio} |`,
  );
}
console.log(`\nSeconds, one run each, on ${clone}; install ${install.toFixed(0)} s before them.`);
if (!process.argv.includes("--keep")) rmSync(clone, { recursive: true, force: true });
