import { expect, type Page } from "@playwright/test";

/*
 * What the browser's performance timeline says of a page: how its layout moved, and when it first painted
 * against when it asked for some of its files.
 */

/** Records every layout shift of the pages `page` opens from now on, from their first byte. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShifts: number[] };
    record.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) record.layoutShifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts of the open page so far (recordLayoutShifts). */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);

/** Expects the open page to have asked for at least one file whose address matches `files`, and for each only after its first contentful paint. */
export async function expectRequestedAfterFirstPaint(page: Page, files: RegExp) {
  const { firstPaint, requests } = await page.evaluate((source) => {
    const pattern = new RegExp(source);
    return {
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      requests: performance
        .getEntriesByType("resource")
        .filter((entry) => pattern.test(entry.name))
        .map((entry) => entry.startTime),
    };
  }, files.source);
  expect(firstPaint, "the page's first contentful paint").toBeDefined();
  expect(requests.length, `requests for ${files}`).toBeGreaterThan(0);
  expect(Math.min(...requests)).toBeGreaterThan(firstPaint);
}
