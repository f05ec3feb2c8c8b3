import type { Page } from "@playwright/test";

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
