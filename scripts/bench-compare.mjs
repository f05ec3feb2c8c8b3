// Built sites side by side (a change and its base; the site with and without one mechanism): on each route,
// each run measures the bare Gatsby page (bench-reference.mjs) and then every site in turn, so that all are
// measured under the same minutes' load. Lighthouse 12 (mobile, simulated throttling) and the time to answer
// (time-to-answer.mjs), as medians and as ratios to the bare page's median over the run. Figures, never pass/fail.
//   node scripts/bench-compare.mjs base=public other=../elsewhere/public [--routes /,/contact/] [--runs 5]
//     [--answer-routes /contact/] [--slow-3g-routes /contact/]   (the time to answer on fewer routes: a slow 3G
//     load takes seconds; an empty list skips a profile)
//     [--interactions "type in the tax estimate"]   (interactions.mjs's, by a part of their names: each run times
//     the bare page's keystroke, if the interaction has one, then each site's, and one more counts the calls each
//     makes; none by default)
//     [--load-calls /,/faq/]   (the calls each site's load of the route makes into its own scripts, until hydrated
//     and idle (call-count.mjs): one count a site, as it barely moves between runs; the Lighthouse routes by default)
// Writes bench-results/compare.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import { buildReference } from "./bench-reference.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { benchPort } from "./bench-ports.mjs";
import { startHost } from "./host.mjs";
import { lighthouseRun, medianFigures } from "./lighthouse.mjs";
import { median } from "./median.mjs";
import { answerTimes, PROFILES } from "./time-to-answer.mjs";
import { loadCalls } from "./call-count.mjs";
import { countCalls, INTERACTIONS, measure } from "./interactions.mjs";

const root = new URL("..", import.meta.url).pathname;
const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const list = (value) => value.split(",").filter(Boolean);
const sites = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith("--") && arg.includes("="))
  .map((arg) => ({ name: arg.split("=")[0], dir: resolve(root, arg.slice(arg.indexOf("=") + 1)) }));
const routes = list(option("--routes", "/,/services/,/tax-deadlines/,/contact/"));
const runs = Number(option("--runs", "5"));
const answerRoutes = {
  "Lighthouse mobile": list(option("--answer-routes", routes.join(","))),
  "slow 3G": list(option("--slow-3g-routes", "/contact/")),
};
const loadCallRoutes = list(option("--load-calls", routes.join(",")));
const interactions = list(option("--interactions", "")).flatMap((part) => INTERACTIONS.filter(({ name }) => name.includes(part)));
if (sites.length === 0) {
  console.error("Usage: node scripts/bench-compare.mjs name=dir [name=dir ...] [--routes /,/contact/] [--runs 5]");
  process.exit(1);
}

const referenceDir = buildReference(root);
const hosts = [];
const stopAll = () => hosts.forEach((host) => host.stop());
process.once("SIGINT", () => {
  stopAll();
  process.exit(130);
});
const reference = await startHost(referenceDir, benchPort(30));
hosts.push(reference);
for (const [i, site] of sites.entries()) hosts.push((site.host = await startHost(site.dir, benchPort(31 + i))));

const results = {
  date: new Date().toISOString(),
  runs,
  sites: sites.map(({ name, dir }) => ({ name, dir })),
  lighthouse: {},
  answer: {},
  interactions: {},
  loadCalls: {},
};
try {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
    ignoreDefaultFlags: true,
  });
  try {
    for (const route of routes) {
      const bare = [];
      const own = Object.fromEntries(sites.map(({ name }) => [name, []]));
      for (let run = 0; run < runs; run++) {
        bare.push(await lighthouseRun(`${reference.url}/`, chrome.port));
        for (const site of sites) own[site.name].push(await lighthouseRun(`${site.host.url}${route}`, chrome.port));
      }
      results.lighthouse[route] = { bare: medianFigures(bare), ...Object.fromEntries(sites.map(({ name }) => [name, medianFigures(own[name])])) };
      console.log(`Lighthouse ${route}: done`);
    }
  } finally {
    chrome.kill();
  }
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const profile of PROFILES) {
      for (const route of answerRoutes[profile.name] ?? []) {
        const bare = [];
        const own = Object.fromEntries(sites.map(({ name }) => [name, []]));
        for (let run = 0; run < runs; run++) {
          bare.push(await answerTimes(browser, `${reference.url}/`, profile));
          for (const site of sites) own[site.name].push(await answerTimes(browser, `${site.host.url}${route}`, profile));
        }
        const medians = (loads) => ({ hydratedMs: median(loads.map((l) => l.hydratedMs)), menuOpenMs: median(loads.map((l) => l.menuOpenMs)) });
        (results.answer[profile.name] ??= {})[route] = {
          bare: medians(bare),
          ...Object.fromEntries(sites.map(({ name }) => [name, medians(own[name])])),
        };
        console.log(`Time to answer, ${profile.name}, ${route}: done`);
      }
    }
    for (const interaction of interactions) {
      const bare = [];
      const own = Object.fromEntries(sites.map(({ name }) => [name, []]));
      for (let run = 0; run < runs; run++) {
        if (interaction.reference) bare.push(await measure(browser, `${reference.url}/`, interaction.reference));
        for (const site of sites) own[site.name].push(await measure(browser, `${site.host.url}${interaction.route}`, interaction));
      }
      const calls = {};
      if (interaction.reference) calls.bare = await countCalls(browser, `${reference.url}/`, interaction.reference);
      for (const site of sites) calls[site.name] = await countCalls(browser, `${site.host.url}${interaction.route}`, interaction);
      results.interactions[interaction.name] = {
        bare: bare.length ? median(bare) : undefined,
        ...Object.fromEntries(sites.map(({ name }) => [name, median(own[name])])),
        calls,
      };
      console.log(`${interaction.name}: done`);
    }
    if (loadCallRoutes.length) results.loadCalls.bare = await loadCalls(browser, `${reference.url}/`);
    for (const route of loadCallRoutes) {
      results.loadCalls[route] = {};
      for (const site of sites) results.loadCalls[route][site.name] = await loadCalls(browser, `${site.host.url}${route}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  stopAll();
}

// Ratios to the bare page's median over the whole run (a single route's beside-runs are too noisy a divisor).
const bareOf = (key) => median(Object.values(results.lighthouse).map((r) => r.bare[key]));
const TBT_FLOOR_MS = 50;
const divisor = { tbtMs: Math.max(TBT_FLOOR_MS, bareOf("tbtMs") ?? 0), lcpMs: bareOf("lcpMs"), ttiMs: bareOf("ttiMs") };
const fixed = (value, digits = 0) => (typeof value === "number" ? value.toFixed(digits) : "–");
const width = Math.max(8, ...sites.map(({ name }) => name.length));
console.log(
  `\nLighthouse (mobile, simulated), median of ${runs}; × = the bare page's median over the run ` +
    `(TBT ${fixed(bareOf("tbtMs"))} ms, counted as at least ${TBT_FLOOR_MS}; LCP ${fixed(divisor.lcpMs)} ms; TTI ${fixed(divisor.ttiMs)} ms)`,
);
console.log(`${"route".padEnd(16)} ${"site".padEnd(width)}  Perf   TBT ms      ×   LCP ms      ×   TTI ms      ×`);
for (const [route, bySite] of Object.entries(results.lighthouse)) {
  for (const { name } of sites) {
    const r = bySite[name];
    const cells = ["tbtMs", "lcpMs", "ttiMs"].map((key) => `${fixed(r[key]).padStart(8)} ${fixed(r[key] / divisor[key], 2).padStart(6)}`);
    console.log(`${route.padEnd(16)} ${name.padEnd(width)}  ${fixed(r.performance).padStart(4)} ${cells.join(" ")}`);
  }
}
for (const [profile, byRoute] of Object.entries(results.answer)) {
  const bare = (key) => median(Object.values(byRoute).map((r) => r.bare[key]));
  console.log(
    `\nTime to answer, ${profile}, median of ${runs}: ms and × the bare page's (hydrated ${fixed(bare("hydratedMs"))} ms, menu open ${fixed(bare("menuOpenMs"))} ms)`,
  );
  for (const [route, bySite] of Object.entries(byRoute)) {
    for (const { name } of sites) {
      const r = bySite[name];
      const cell = (key) => `${fixed(r[key]).padStart(6)} ms ${fixed(r[key] / bare(key), 2).padStart(5)}×`;
      console.log(`${route.padEnd(16)} ${name.padEnd(width)}  hydrated ${cell("hydratedMs")}  menu open ${cell("menuOpenMs")}`);
    }
  }
}
for (const [name, bySite] of Object.entries(results.interactions)) {
  const bare = bySite.bare ? `; the bare page's: ${fixed(bySite.bare)} ms, ${bySite.calls.bare} calls` : "";
  console.log(`\n${name}, from the input to the next paint at 4× CPU (median of ${runs}), and the calls it makes${bare}`);
  for (const { name: site } of sites) {
    const ratio = bySite.bare ? ` ${fixed(bySite[site] / bySite.bare, 2).padStart(5)}×` : "";
    console.log(`  ${site.padEnd(width)} ${fixed(bySite[site]).padStart(6)} ms${ratio} ${String(bySite.calls[site]).padStart(8)} calls`);
  }
}
if (loadCallRoutes.length) {
  console.log(`\nCalls into the page's own scripts during a load, until hydrated and idle (the bare page's: ${results.loadCalls.bare})`);
  const routeWidth = Math.max(...loadCallRoutes.map((route) => route.length));
  console.log(`${"route".padEnd(routeWidth)} ${sites.map(({ name }) => name.padStart(Math.max(9, name.length))).join(" ")}`);
  for (const route of loadCallRoutes) {
    const cells = sites.map(({ name }) => String(results.loadCalls[route][name]).padStart(Math.max(9, name.length)));
    console.log(`${route.padEnd(routeWidth)} ${cells.join(" ")}`);
  }
}
mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(join(root, "bench-results", "compare.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log("\nwritten: bench-results/compare.json");
