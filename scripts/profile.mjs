// Developer tool: where the main thread's time goes while a page loads on a slow phone. Loads one route of the
// built site (served by the host's runtime) in Chromium at 4× CPU throttling and 412 px wide, records a trace
// (bench-results/profile-<route>.json, to open in Chromium's Performance panel, with the source maps beside the
// scripts), and prints the long tasks with what filled them (scripts evaluated, timers, style and layout), then
// where the scripts' own time went, by source file (a CPU profile, mapped through the source maps).
// Usage: node scripts/profile.mjs [/route/] [dir]      e.g. node scripts/profile.mjs /services/
//        MIN_TASK_MS=8 node scripts/profile.mjs /        lists shorter tasks too (50 ms by default)
import { chromium } from "@playwright/test";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";
import { join } from "node:path";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { benchPort } from "./bench-ports.mjs";
import { startHost } from "./host.mjs";
import { PHONE, untilHydrated } from "./phone-page.mjs";

const [route = "/services/", dir = "public"] = process.argv.slice(2);
const root = new URL("..", import.meta.url).pathname;
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "toplevel"];
/** The events that say what a task did, by the name the Performance panel gives them. */
const WORK = {
  EvaluateScript: "evaluate script",
  "v8.compile": "compile",
  FunctionCall: "function call",
  TimerFire: "timer",
  FireAnimationFrame: "animation frame",
  EventDispatch: "event",
  ParseHTML: "parse HTML",
  UpdateLayoutTree: "style recalculation",
  Layout: "layout",
  Paint: "paint",
};

const site = await startHost(join(root, dir), benchPort(20));
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage(PHONE);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", { traceConfig: { includedCategories: CATEGORIES }, transferMode: "ReportEvents" });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  await page.goto(`${site.url}${route}`);
  await untilHydrated(page);
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send("Profiler.stop");
  await cdp.send("Tracing.end");
  await done;

  mkdirSync(join(root, "bench-results"), { recursive: true });
  const file = join(root, "bench-results", `profile-${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}.json`);
  writeFileSync(file, JSON.stringify({ traceEvents: events }));

  // The renderer's main thread: the thread that ran the page's scripts.
  const script = events.find((event) => event.name === "EvaluateScript" && event.args?.data?.url?.includes(site.url));
  const onMain = events.filter((event) => event.pid === script?.pid && event.tid === script?.tid && event.ph === "X");
  const tasks = onMain
    .filter((event) => event.name === "RunTask" && event.dur >= Number(process.env.MIN_TASK_MS ?? 50) * 1000)
    .sort((a, b) => a.ts - b.ts);
  const start = Math.min(...onMain.map((event) => event.ts));
  console.log(`${route} at 4× CPU throttling, 412 px: ${tasks.length} tasks of ${process.env.MIN_TASK_MS ?? 50} ms or more (trace: ${file})`);
  for (const task of tasks) {
    const inside = onMain.filter((event) => event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && WORK[event.name]);
    const outermost = inside.filter(
      (event) => !inside.some((other) => other !== event && other.ts <= event.ts && other.ts + other.dur >= event.ts + event.dur && WORK[other.name]),
    );
    const parts = outermost
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 4)
      .map((event) => {
        const url = event.args?.data?.url ? ` ${event.args.data.url.replace(site.url, "")}` : "";
        const styles = inside.filter((other) => other.name === "UpdateLayoutTree" && other.ts >= event.ts && other.ts < event.ts + event.dur);
        const styleMs = styles.reduce((sum, other) => sum + other.dur, 0) / 1000;
        const within = event.name !== "UpdateLayoutTree" && styleMs >= 1 ? ` (style ${styleMs.toFixed(0)} ms inside)` : "";
        return `${WORK[event.name]}${url} ${(event.dur / 1000).toFixed(0)} ms${within}`;
      });
    console.log(`  at ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms: ${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${parts.join("; ")}`);
  }
  printScriptTime(profile, site.url);
} finally {
  await browser.close();
  site.stop();
}

/** Self time of the CPU profile's samples, by the original source file of the function sampled. */
function printScriptTime(profile, siteUrl) {
  const maps = new Map();
  const mapOf = (url) => {
    if (!maps.has(url)) {
      const file = join(root, dir, new URL(url).pathname);
      maps.set(url, existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, "utf8"))) : null);
    }
    return maps.get(url);
  };
  const sourceOf = ({ url, lineNumber, columnNumber, functionName }) => {
    if (!url.startsWith(siteUrl)) return url ? "(other)" : `(${functionName || "program"})`;
    const original = mapOf(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    return (original?.source ?? new URL(url).pathname).replace(/^webpack:\/\/[^/]*\//, "").replace(/^.*node_modules\//, "node_modules/");
  };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const bySource = new Map();
  profile.samples.forEach((id, index) => {
    const source = sourceOf(nodes.get(id).callFrame);
    bySource.set(source, (bySource.get(source) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const total = [...bySource.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`CPU profile: ${total.toFixed(0)} ms sampled; by source file (self time):`);
  for (const [source, ms] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 18)) {
    console.log(`  ${ms.toFixed(0).padStart(5)} ms  ${source}`);
  }
}
