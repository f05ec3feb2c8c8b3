import { expect, type Page } from "@playwright/test";

/*
 * What the browser's performance timeline says of a page: how its layout moved, and when it first painted
 * against when it asked for some of its files.
 */

/** A layout shift: its score, and what moved, each node as `tag#id.class "its first words"` with its box before and after. */
export interface LayoutShift {
  value: number;
  moved: string[];
}

/** Records every layout shift of the pages `page` opens from now on, from their first byte, with what moved. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    interface Box {
      x: number;
      y: number;
      width: number;
      height: number;
    }
    type Shift = PerformanceEntry & { value: number; sources?: { node?: Node; previousRect: Box; currentRect: Box }[] };
    const box = (r: Box) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const name = (node?: Node) => {
      if (!(node instanceof Element)) return node?.nodeName ?? "(gone)";
      const classes = [...node.classList].map((c) => `.${c}`).join("");
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${classes} "${node.textContent.trim().slice(0, 40)}"`;
    };
    const record = window as unknown as { layoutShifts: LayoutShift[] };
    record.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = (entry.sources ?? []).map(
          (s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)} at ${Math.round(entry.startTime)} ms`,
        );
        record.layoutShifts.push({ value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts of the open page so far (recordLayoutShifts). */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);

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
