// The calls a page's own scripts (the framework, the app, the page's chunks) make while something happens, counted
// by V8's precise coverage: nearly the same from run to run where timings on a shared machine are not, so a
// change's effect on the work a page does shows in one run. Counted unthrottled, as counting slows the page.
// Used by scripts/interactions.mjs (an interaction's calls) and scripts/bench-compare.mjs (a page load's).
import { PHONE, untilHydrated } from "./phone-page.mjs";

/** The calls into scripts of `origin` that `happening` makes, in the page of the DevTools session `cdp`. */
export async function callsDuring(cdp, origin, happening) {
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
  // Taking the coverage sets the counts back to zero.
  await cdp.send("Profiler.takePreciseCoverage");
  await happening();
  const { result } = await cdp.send("Profiler.takePreciseCoverage");
  await cdp.send("Profiler.stopPreciseCoverage");
  return result
    .filter((script) => script.url.startsWith(origin))
    .reduce((sum, script) => sum + script.functions.reduce((calls, fn) => calls + fn.ranges[0].count, 0), 0);
}

/**
 * The calls a load of `url` makes, from the navigation until the page has hydrated and been left alone for a
 * moment (its idle-time work, the links' prefetches, done), in a phone-sized page.
 */
export async function loadCalls(browser, url) {
  const page = await browser.newPage(PHONE);
  try {
    const cdp = await page.context().newCDPSession(page);
    const { origin } = new URL(url);
    // A first address on the same origin, with no script, keeps the page in the renderer that the count watches.
    await page.goto(`${origin}/robots.txt`);
    return await callsDuring(cdp, origin, async () => {
      await page.goto(url);
      await untilHydrated(page);
      await page.waitForTimeout(2000);
    });
  } finally {
    await page.close();
  }
}
