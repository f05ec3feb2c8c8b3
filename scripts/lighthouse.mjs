// Lighthouse 12 (default mobile settings: form factor mobile, simulated throttling) for each route of a
// built site, served by the host's runtime (scripts/host.mjs) on a free local port, in Debian's Chromium started as
// scripts/chromium.mjs says. One Chromium for all routes. Used by scripts/bench.mjs.
import { createServer } from "node:net";
import { resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { benchPort } from "./bench-ports.mjs";
import { startHost } from "./host.mjs";
import { median } from "./median.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * What Lighthouse clears before each run: its defaults (the first four), and local storage, IndexedDB and cookies, so that every
 * run is a first visit. Its defaults keep local storage, and a run after the first then read the web fonts' note
 * (src/performance/webFontsAfterFirstPage.ts) with an empty cache: a visit no visitor makes.
 */
const CLEAR_STORAGE_TYPES = ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage", "indexeddb", "cookies"];

/** Resolves with `port` if nothing listens on it, else with null. */
const isFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(null))
      .once("listening", () => probe.close(() => resolve(port)))
      .listen(port);
  });

/** Serves `dir` with the host's runtime on the first free port from `firstPort`. */
async function startServer(dir, firstPort) {
  for (let port = firstPort; port < firstPort + 50; port++) {
    if (await isFree(port)) return { port, ...(await startHost(dir, port)) };
  }
  throw new Error(`no free port for the site from ${firstPort}`);
}

/** One line on why an audit failed: its first item, long data: URLs cut short. */
function reason(audit) {
  const item = audit.details?.items?.[0];
  if (!item) return audit.displayValue ?? "";
  const text = [
    item.description,
    item.issueType,
    item.node?.snippet,
    item.source?.snippet,
    item.text,
    item.source,
    item.url,
    item.href,
    item.subItems?.items?.[0]?.url,
  ].find((value) => typeof value === "string" && value);
  return (text ?? "")
    .replace(/data:([\w/+.-]+)[;,][^'"\s)]*/g, "data:$1,…")
    .replace(/\s+/g, " ")
    .slice(0, 200);
}

/** Audits that count in a category's score and did not get full marks. */
function failedAudits(lhr, categoryId) {
  return (lhr.categories[categoryId]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && typeof audit.score === "number" && audit.score < 1)
    .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, reason: reason(audit) }));
}

function figures(lhr) {
  const score = (id) => (typeof lhr.categories[id]?.score === "number" ? Math.round(lhr.categories[id].score * 100) : null);
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: metric("largest-contentful-paint"),
    cls: metric("cumulative-layout-shift"),
    tbtMs: metric("total-blocking-time"),
    // Time to interactive: out of the score since Lighthouse 10, still computed; the bench's time-to-answer goal.
    ttiMs: metric("interactive"),
    // How fast this machine was during the run (Lighthouse's benchmark index): low means a loaded machine,
    // and simulated throttling then overstates TBT and the performance score.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedAudits: Object.fromEntries(["accessibility", "best-practices", "seo", "performance"].map((id) => [id, failedAudits(lhr, id)])),
    // Audits Lighthouse could not run (e.g. its trace engine and this Chromium's trace format disagreeing).
    erroredAudits: Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === "error")
      .map((audit) => ({ id: audit.id, reason: (audit.errorMessage ?? "").slice(0, 200) })),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    ...(lhr.runWarnings?.length ? { warnings: lhr.runWarnings } : {}),
  };
}

/** The median of the figures that are numbers; the rest (audits, errors) from the run whose performance is the median. */
export function medianFigures(runs) {
  const done = runs.filter((run) => !run.error);
  if (done.length === 0) return runs[0];
  const middle = [...done].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0))[Math.floor((done.length - 1) / 2)];
  const numbers = ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "cls", "tbtMs", "ttiMs", "benchmarkIndex"];
  return { ...middle, ...Object.fromEntries(numbers.map((key) => [key, median(done.map((run) => run[key]))])), runs: done.length };
}

/** One Lighthouse run of `url`; a run that fails to record its trace (NO_NAVSTART and the like) gets a second try. */
export async function lighthouseRun(url, port) {
  let figuresOfRun = null;
  for (let attempt = 1; attempt <= 2 && !(figuresOfRun && !figuresOfRun.error); attempt++) {
    try {
      const runnerResult = await lighthouse(url, {
        port,
        logLevel: "error",
        output: "json",
        onlyCategories: CATEGORIES,
        clearStorageTypes: CLEAR_STORAGE_TYPES,
      });
      figuresOfRun = figures(runnerResult.lhr);
    } catch (error) {
      figuresOfRun = { error: String(error?.message ?? error) };
    }
  }
  return figuresOfRun;
}

/**
 * Lighthouse for each route of the site in `dir`, `runs` times each; returns { [route]: median figures }.
 * With a `reference` ({ dir, route }: the bare page), each run of a route follows a run of the reference, and
 * the route's figures carry the reference's medians of those same minutes (`reference`), so that a ratio
 * compares two pages measured under the same load. Prints one progress line per route.
 */
export async function lighthouseRoutes({ root, dir = "public", routes, runs = 3, reference, firstPort = benchPort(0) }) {
  const server = await startServer(resolve(root, dir), firstPort);
  const referenceServer = reference ? await startServer(resolve(root, reference.dir), server.port + 1) : null;
  let chrome = null;
  const stopAll = () => {
    try {
      chrome?.kill();
    } catch {
      // Already gone: nothing left to stop.
    }
    server.stop();
    referenceServer?.stop();
  };
  const onSignal = () => {
    stopAll();
    process.exit(130);
  };
  process.once("SIGINT", onSignal).once("SIGTERM", onSignal);
  try {
    chrome = await chromeLauncher.launch({
      chromePath: chromiumLaunchOptions.executablePath,
      chromeFlags: chromiumLaunchOptions.args,
      ignoreDefaultFlags: true, // exactly our flags (chrome-launcher adds only its debugging port and a profile dir)
    });
    console.log(`Lighthouse: ${dir} at http://localhost:${server.port}, ${runs} runs a route, Chromium debugging port ${chrome.port}`);
    const results = {};
    for (const [index, route] of routes.entries()) {
      const start = Date.now();
      const routeRuns = [];
      const referenceRuns = [];
      for (let run = 0; run < runs; run++) {
        if (referenceServer) referenceRuns.push(await lighthouseRun(`http://localhost:${referenceServer.port}${reference.route}`, chrome.port));
        routeRuns.push(await lighthouseRun(`http://localhost:${server.port}${route}`, chrome.port));
      }
      const r = (results[route] = { ...medianFigures(routeRuns), ...(referenceServer && { reference: medianFigures(referenceRuns) }) });
      const beside = r.reference
        ? ` (bare page: TBT ${Math.round(r.reference.tbtMs)} ms LCP ${Math.round(r.reference.lcpMs)} ms TTI ${Math.round(r.reference.ttiMs)} ms)`
        : "";
      const summary = r.error
        ? `error: ${r.error}`
        : `perf ${r.performance} TBT ${Math.round(r.tbtMs)} ms LCP ${Math.round(r.lcpMs)} ms TTI ${Math.round(r.ttiMs)} ms${beside} (benchmark index ${Math.round(r.benchmarkIndex)})` +
          (r.warnings ? `  warning: ${r.warnings.join(" ")}` : "");
      console.log(
        `  [${String(index + 1).padStart(2)}/${routes.length}] ${route.padEnd(34)} ${((Date.now() - start) / 1000).toFixed(1).padStart(5)} s  ${summary}`,
      );
    }
    return results;
  } finally {
    process.off("SIGINT", onSignal).off("SIGTERM", onSignal);
    stopAll();
  }
}
