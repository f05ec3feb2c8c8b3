// How long a page takes to answer a visitor, from the document's start: until it has hydrated
// (`<html data-hydrated>`, set by gatsby-browser.tsx here and by the bare page's own gatsby-browser), and until
// the mobile menu opens when the visitor keeps tapping "Menu" from the moment it shows. Measured in Chromium at a
// phone's width under two profiles, each beside the bare Gatsby page of bench-reference.mjs, which has a menu
// button of its own. Figures for the bench, never a pass/fail test. Used by scripts/bench.mjs.
import { chromium } from "@playwright/test";
import { throttling } from "lighthouse/core/config/constants.js";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { median } from "./median.mjs";
import { PHONE } from "./phone-page.mjs";

const lighthouseMobile = throttling.mobileSlow4G;

/** Network (bytes a second, ms) and CPU as the Chrome DevTools protocol takes them. */
export const PROFILES = [
  {
    // Lighthouse's own mobile settings, applied to a real load as its DevTools throttling does.
    name: "Lighthouse mobile",
    latency: lighthouseMobile.requestLatencyMs,
    download: (lighthouseMobile.downloadThroughputKbps * 1024) / 8,
    upload: (lighthouseMobile.uploadThroughputKbps * 1024) / 8,
    cpu: lighthouseMobile.cpuSlowdownMultiplier,
  },
  // Chrome DevTools' "Slow 3G" preset (its NetworkManager's Slow3GConditions), on the same phone's CPU.
  { name: "slow 3G", latency: 400 * 5, download: (500 * 1000 * 0.8) / 8, upload: (500 * 1000 * 0.8) / 8, cpu: 4 },
];

/** Notes, from the document's start, when the page says it has hydrated and when a menu button first opens. */
function observeAnswers() {
  const answers = (window.__answers = {});
  new MutationObserver((changes) => {
    const now = performance.now();
    for (const { target } of changes) {
      if (target === document.documentElement && target.dataset.hydrated === "true") answers.hydratedMs ??= now;
      if (target.getAttribute?.("aria-expanded") === "true" && /^\s*Men[uú]\b/i.test(target.textContent ?? "")) answers.menuOpenMs ??= now;
    }
  }).observe(document, { attributes: true, attributeFilter: ["data-hydrated", "aria-expanded"], subtree: true });
}

/** One load of `url` under `profile`: tapping "Menu" every 100 ms from its first showing until it opens. */
export async function answerTimes(browser, url, profile) {
  const page = await browser.newPage({ ...PHONE, isMobile: true });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.download,
      uploadThroughput: profile.upload,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpu });
    await page.addInitScript(observeAnswers);
    await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
    const menu = page.getByRole("button", { name: /^Men[uú]$/ });
    await menu.waitFor({ timeout: 120_000 });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const answers = await page.evaluate(() => window.__answers);
      if (answers.menuOpenMs !== undefined && answers.hydratedMs !== undefined) return answers;
      if (answers.menuOpenMs === undefined) await menu.tap({ timeout: 5_000, noWaitAfter: true }).catch(() => {});
      await page.waitForTimeout(100);
    }
    return { ...(await page.evaluate(() => window.__answers)), timedOut: true };
  } finally {
    await page.close();
  }
}

/**
 * For each profile and route of the site at `siteUrl`, `runs` loads, each after a load of the bare page at
 * `referenceUrl`; returns { [profile]: { reference: {hydratedMs, menuOpenMs}, routes: { [route]: {...} } } } of medians.
 */
export async function timesToAnswer({ siteUrl, referenceUrl, routes, runs = 3 }) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const results = {};
    for (const profile of PROFILES) {
      const referenceRuns = [];
      const routeResults = {};
      for (const route of routes) {
        const routeRuns = [];
        for (let run = 0; run < runs; run++) {
          referenceRuns.push(await answerTimes(browser, `${referenceUrl}/`, profile));
          routeRuns.push(await answerTimes(browser, `${siteUrl}${route}`, profile));
        }
        routeResults[route] = {
          hydratedMs: median(routeRuns.map((r) => r.hydratedMs)),
          menuOpenMs: median(routeRuns.map((r) => r.menuOpenMs)),
          timedOut: routeRuns.some((r) => r.timedOut),
        };
        const { hydratedMs, menuOpenMs } = routeResults[route];
        console.log(`  ${profile.name.padEnd(17)} ${route.padEnd(16)} hydrated ${Math.round(hydratedMs)} ms, menu open ${Math.round(menuOpenMs)} ms`);
      }
      results[profile.name] = {
        reference: {
          hydratedMs: median(referenceRuns.map((r) => r.hydratedMs)),
          menuOpenMs: median(referenceRuns.map((r) => r.menuOpenMs)),
        },
        routes: routeResults,
      };
    }
    return results;
  } finally {
    await browser.close();
  }
}
