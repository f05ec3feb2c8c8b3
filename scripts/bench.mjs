// The benchmark: figures, never pass/fail.
//   npx tsx scripts/bench.mjs         cold build (after `gatsby clean`), warm build, a build after a content
//                                     edit (a price changed, as an editor's save does), then page weight
//   npx tsx scripts/bench.mjs --no-build page weight of the site already in public/
//   --no-lighthouse                   skip Lighthouse. Otherwise Lighthouse 12 (default mobile settings) runs
//                                     --runs N times (3) on every route of public/ and on a bare Gatsby page
//                                     built beside it (bench-reference.mjs), both served by the host's runtime
//                                     (scripts/host.mjs), a run of the bare page before each run of a
//                                     route, and prints medians with each route's TBT, LCP and TTI as a ratio to
//                                     the bare page's over the run: ratios carry from machine to machine, figures do not
//   --no-interactions                 skip the interaction timings at 4× CPU throttling (interactions.mjs)
//   --no-answer                       skip the time to answer (time-to-answer.mjs): from the document's start to
//                                     hydration done and to the mobile menu opening, under Lighthouse's mobile
//                                     throttling and on slow 3G, beside the bare page, on one route of each kind
//                                     (ANSWER_ROUTES), --runs N times
//   --routes /,/faq/                  only these routes
//   --runs N                          runs of each measurement (3); the goals are judged on 5
//   BENCH_PORT=9300                   the first of the local ports it serves on (scripts/bench-ports.mjs)
// Two builds side by side (a change and its base): scripts/bench-compare.mjs.
// Prints a table and writes bench-results/bench.json for comparing commits.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { buildReference } from "./bench-reference.mjs";
import { benchPort } from "./bench-ports.mjs";
import { startHost } from "./host.mjs";
import { interactionTimes } from "./interactions.mjs";
import { lighthouseRoutes } from "./lighthouse.mjs";
import { median } from "./median.mjs";
import { timesToAnswer } from "./time-to-answer.mjs";
import { BUDGET_KIB, FORM_ROUTES, isFormRoute, pageWeights } from "./page-weight.mjs";

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
results.routes = pageWeights(publicDir);
const routesArgument = process.argv.indexOf("--routes");
if (routesArgument > 0) {
  const only = process.argv[routesArgument + 1].split(",");
  results.routes = results.routes.filter((r) => only.includes(r.route));
}

let referenceDir = null;
const runsArgument = process.argv.indexOf("--runs");
const runs = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 3;
if (!process.argv.includes("--no-lighthouse")) {
  console.log("\nThe reference: a bare Gatsby page, built with the same Gatsby");
  referenceDir = buildReference(root);
  console.log(`\nLighthouse (mobile, simulated throttling), ${results.routes.length} routes, each run beside a run of the bare page`);
  const reference = { dir: referenceDir, route: "/" };
  const lighthouse = await lighthouseRoutes({ root, dir: "public", routes: results.routes.map((r) => r.route), runs, reference });
  results.routes = results.routes.map((r) => ({ ...r, lighthouse: lighthouse[r.route] }));
}
// One route of each kind of page, the form pages among them: a load on slow 3G takes seconds.
const ANSWER_ROUTES = ["/", "/services/", "/pricing/", "/faq/", "/tax-deadlines/", "/contact/", "/signup/"];
if (!process.argv.includes("--no-answer")) {
  const answerRoutes = ANSWER_ROUTES.filter((route) => results.routes.some((r) => r.route === route));
  console.log(`\nTime to answer, ${runs} runs a route, each after a run of the bare page: document start to hydrated and to the menu open`);
  referenceDir ??= buildReference(root);
  const [site, referenceSite] = [await startHost(publicDir, benchPort(20)), await startHost(referenceDir, benchPort(21))];
  try {
    results.answer = await timesToAnswer({ siteUrl: site.url, referenceUrl: referenceSite.url, routes: answerRoutes, runs });
  } finally {
    site.stop();
    referenceSite.stop();
  }
}
if (!process.argv.includes("--no-interactions")) {
  console.log(`\nInteractions at ${4}× CPU throttling, 412 px wide: input to next paint (Event Timing), ${runs} runs each`);
  referenceDir ??= buildReference(root);
  const [site, referenceSite] = [await startHost(publicDir, benchPort(10)), await startHost(referenceDir, benchPort(11))];
  try {
    results.interactions = await interactionTimes(site.url, runs, referenceSite.url);
    for (const [name, keystroke] of Object.entries(results.interactions).filter(([key]) => key.startsWith("type in the tax estimate"))) {
      const bareMs = keystroke.reference?.medianMs;
      const beside = bareMs ? `, ${(keystroke.medianMs / bareMs).toFixed(1)}× the bare page's ${Math.round(bareMs)} ms` : "";
      console.log(`  ${name}, the keystroke to its result: ${Math.round(keystroke.medianMs)} ms${beside} (goal: under 50 ms)`);
    }
  } finally {
    site.stop();
    referenceSite.stop();
  }
}

// The tax estimate carries its own arithmetic: its JavaScript beside the bare page's (goal: at most 1.3×).
const ESTIMATOR_ROUTE = "/tax-estimator/";
const estimatorWeight = results.routes.find((r) => r.route === ESTIMATOR_ROUTE);
if (estimatorWeight) {
  referenceDir ??= buildReference(root);
  const bareBytes = pageWeights(referenceDir)[0]?.gzipBytes;
  if (bareBytes) {
    results.estimatorJs = { gzipBytes: estimatorWeight.gzipBytes, bareGzipBytes: bareBytes, ratio: estimatorWeight.gzipBytes / bareBytes };
    console.log(
      `\nThe tax estimate's JavaScript: ${(estimatorWeight.gzipBytes / 1024).toFixed(1)} KiB gzip, ` +
        `${results.estimatorJs.ratio.toFixed(2)}× the bare Gatsby page's ${(bareBytes / 1024).toFixed(1)} KiB (goal: at most 1.3×)`,
    );
  }
}

// Goals, as a reminder (figures only: missing one does not fail the bench).
const jsBudgetKiB = (route) => (isFormRoute(route, publicDir) ? BUDGET_KIB.form : BUDGET_KIB.content);
const NOT_FOUND_ROUTE = "/404/";
/**
 * The bare Gatsby page's figure over the whole run: the median of its medians beside each route. A single
 * route's own beside-run is too noisy a divisor (a bare page's TBT goes from 3 to 100 ms on a busy machine).
 */
const bare = (key) => median(results.routes.map((r) => r.lighthouse?.reference?.[key]));
/** Below 50 ms of blocking the bare page's TBT counts as 50: a ratio to a few milliseconds says nothing. */
const TBT_FLOOR_MS = 50;
/** A route's figure as a multiple of the bare Gatsby page's, measured in the same run. */
const ratio = (r, key) => {
  const own = r.lighthouse?.[key];
  const reference = key === "tbtMs" && bare(key) !== null ? Math.max(TBT_FLOOR_MS, bare(key)) : bare(key);
  return typeof own === "number" && typeof reference === "number" && reference > 0 ? own / reference : null;
};
/** How many times the bare page's figure each may reach. */
const RATIO_GOALS = { tbtMs: 2, lcpMs: 1.5, ttiMs: 1.5 };
const roundCls = (cls) => Number(cls.toFixed(3));
function misses({ route, gzipBytes, lighthouse: lh }) {
  const out = [];
  const kib = gzipBytes / 1024;
  if (kib > jsBudgetKiB(route)) out.push(`JS ${kib.toFixed(1)} KiB > ${jsBudgetKiB(route)}`);
  if (!lh) return out;
  if (lh.error) return [...out, `Lighthouse error: ${lh.error}`];
  if (lh.performance === null || lh.performance < 95) out.push(`Perf ${lh.performance}`);
  if (lh.accessibility !== 100) out.push(`A11y ${lh.accessibility}`);
  if (lh.bestPractices !== 100) out.push(`BP ${lh.bestPractices}`);
  // The not-found page carries noindex on purpose, and Lighthouse scores that down: no SEO goal there.
  if (lh.seo !== 100 && route !== NOT_FOUND_ROUTE) out.push(`SEO ${lh.seo}`);
  if (lh.cls === null || roundCls(lh.cls) > 0) out.push(`CLS ${lh.cls?.toFixed(3)}`);
  for (const [key, name] of [
    ["tbtMs", "TBT"],
    ["lcpMs", "LCP"],
    ["ttiMs", "TTI"],
  ]) {
    const times = ratio({ lighthouse: lh }, key);
    if (times !== null && times > RATIO_GOALS[key]) out.push(`${name} ${times.toFixed(2)}× the bare page's`);
  }
  return out;
}

const dash = "–";
const num = (value, digits = 0) => (typeof value === "number" ? value.toFixed(digits) : dash);
const columns = [
  ["route", Math.max(5, ...results.routes.map((r) => r.route.length)), (r) => r.route],
  ["JS KiB (gzip)", 13, (r) => (r.gzipBytes / 1024).toFixed(1)],
  ["Perf", 4, (r) => num(r.lighthouse?.performance)],
  ["A11y", 4, (r) => num(r.lighthouse?.accessibility)],
  ["BP", 3, (r) => num(r.lighthouse?.bestPractices)],
  ["SEO", 3, (r) => num(r.lighthouse?.seo)],
  ["LCP ms", 6, (r) => num(r.lighthouse?.lcpMs)],
  ["LCP ×ref", 8, (r) => num(ratio(r, "lcpMs"), 2)],
  ["CLS", 5, (r) => num(r.lighthouse?.cls, 3)],
  ["TBT ms", 6, (r) => num(r.lighthouse?.tbtMs)],
  ["TBT ×ref", 8, (r) => num(ratio(r, "tbtMs"), 2)],
  ["TTI ms", 6, (r) => num(r.lighthouse?.ttiMs)],
  ["TTI ×ref", 8, (r) => num(ratio(r, "ttiMs"), 2)],
];
const row = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i][1]) : cell.padStart(columns[i][1]))).join(" | ");
console.log(`\nJavaScript on a first visit (gzip, level 9) and Lighthouse 12 (mobile, simulated throttling), median of ${runs}`);
const references = results.routes.map((r) => r.lighthouse?.reference).filter(Boolean);
if (references.length) {
  const span = (key) => `${num(Math.min(...references.map((ref) => ref[key])))}–${num(Math.max(...references.map((ref) => ref[key])))}`;
  console.log(
    `the bare Gatsby page, measured beside each route: LCP ${span("lcpMs")} ms, TBT ${span("tbtMs")} ms, TTI ${span("ttiMs")} ms; ` +
      `the ×ref columns divide by their medians, LCP ${num(bare("lcpMs"))} ms, TBT ${num(bare("tbtMs"))} ms (at least ${TBT_FLOOR_MS}) and TTI ${num(bare("ttiMs"))} ms`,
  );
}
console.log(row(columns.map(([title]) => title)));
console.log(columns.map(([, width]) => "-".repeat(width)).join("-|-"));
for (const r of results.routes) console.log(row(columns.map(([, , cell]) => cell(r))));

const indexes = results.routes.map((r) => r.lighthouse?.benchmarkIndex).filter((i) => typeof i === "number");
if (indexes.length) {
  console.log(
    `Lighthouse benchmark index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} ` +
      "(this machine's speed during the runs; when it varies a lot, Perf, LCP and TBT vary with it)",
  );
}
const ANSWER_GOAL = 1.5;
for (const [profile, { reference, routes }] of Object.entries(results.answer ?? {})) {
  const times = (own, key) =>
    typeof own === "number" && reference[key] ? `${num(own).padStart(6)} ms ${num(own / reference[key], 2).padStart(5)}×` : dash.padStart(15);
  console.log(`\nTime to answer, ${profile}, median of ${runs}: from the document's start, ms and × the bare page's`);
  console.log(`the bare Gatsby page: hydrated ${num(reference.hydratedMs)} ms, menu open ${num(reference.menuOpenMs)} ms`);
  console.log(`${"route".padEnd(16)} | ${"hydrated".padStart(15)} | ${"menu open".padStart(15)}`);
  for (const [route, r] of Object.entries(routes)) {
    console.log(
      `${route.padEnd(16)} | ${times(r.hydratedMs, "hydratedMs")} | ${times(r.menuOpenMs, "menuOpenMs")}${r.timedOut ? "  (a run timed out)" : ""}`,
    );
  }
}
const { coldSeconds, warmSeconds, contentEditSeconds } = results.build;
console.log(
  coldSeconds === undefined
    ? "\nbuilds: not run (--no-build)"
    : `\nbuilds: cold ${coldSeconds.toFixed(1)} s | warm ${warmSeconds.toFixed(1)} s | after a content edit ${contentEditSeconds.toFixed(1)} s`,
);

console.log(
  "\ngoals: every route Lighthouse A11y, BP and SEO 100 (SEO: not on /404, kept out of search), Perf >= 95, CLS 0, " +
    `median TBT <= ${RATIO_GOALS.tbtMs}×, LCP and TTI <= ${RATIO_GOALS.lcpMs}× the bare page's; time to answer (hydrated, menu open) <= ${ANSWER_GOAL}× the bare page's; interactions <= 200 ms at 4× CPU throttling; JavaScript <= 80 KiB on content pages, ` +
    `<= 105 KiB on form pages (${FORM_ROUTES.join(", ")}, in every language)`,
);
results.goalMisses = Object.fromEntries(results.routes.map((r) => [r.route, misses(r)]).filter(([, m]) => m.length));
const missed = Object.entries(results.goalMisses);
if (missed.length === 0) console.log("routes missing a goal: none");
else {
  console.log(`routes missing a goal (${missed.length} of ${results.routes.length}):`);
  for (const [route, m] of missed) console.log(`  ${route.padEnd(columns[0][1])}  ${m.join(", ")}`);
}

const slowInteractions = Object.entries(results.interactions ?? {}).filter(([, { medianMs }]) => medianMs > 200);
if (results.interactions) {
  console.log(
    slowInteractions.length === 0
      ? "interactions slower than 200 ms: none"
      : `interactions slower than 200 ms: ${slowInteractions.map(([name, { medianMs }]) => `${name} ${Math.round(medianMs)} ms`).join(", ")}`,
  );
}

if (results.answer) {
  const slowAnswers = Object.entries(results.answer).flatMap(([profile, { reference, routes }]) =>
    Object.entries(routes).flatMap(([route, r]) =>
      ["hydratedMs", "menuOpenMs"]
        .filter((key) => typeof r[key] !== "number" || r[key] / reference[key] > ANSWER_GOAL)
        .map((key) => `${route} ${key === "hydratedMs" ? "hydrated" : "menu open"} (${profile}) ${num(r[key] / reference[key], 2)}×`),
    ),
  );
  console.log(`time to answer over ${ANSWER_GOAL}× the bare page's: ${slowAnswers.length ? slowAnswers.join(", ") : "none"}`);
}

// Which audits cost the A11y / BP / SEO points, and on how many routes: what to fix.
const failing = new Map();
for (const r of results.routes) {
  for (const category of ["accessibility", "best-practices", "seo"]) {
    for (const audit of r.lighthouse?.failedAudits?.[category] ?? []) {
      const key = `${category}: ${audit.id}`;
      const seen = failing.get(key);
      failing.set(key, { title: audit.title, reason: seen?.reason || audit.reason, routes: [...(seen?.routes ?? []), r.route] });
    }
  }
}
if (failing.size) {
  console.log("audits not passing (A11y, BP, SEO), by number of routes:");
  for (const [key, { title, reason, routes }] of [...failing].sort((a, b) => b[1].routes.length - a[1].routes.length)) {
    console.log(`  ${String(routes.length).padStart(2)} × ${key} (${title})${reason ? `\n       e.g. ${reason}` : ""}`);
  }
}

const errored = new Map();
for (const r of results.routes) {
  for (const audit of r.lighthouse?.erroredAudits ?? []) {
    errored.set(audit.id, { reason: errored.get(audit.id)?.reason ?? audit.reason, count: (errored.get(audit.id)?.count ?? 0) + 1 });
  }
}
if (errored.size) {
  console.log("audits Lighthouse could not run (no score, not counted), by number of routes:");
  for (const [id, { reason, count }] of [...errored].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`  ${String(count).padStart(2)} × ${id}: ${reason}`);
  }
}

mkdirSync(join(root, "bench-results"), { recursive: true });
const out = join(root, "bench-results", "bench.json");
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwritten: ${relative(root, out)}`);
