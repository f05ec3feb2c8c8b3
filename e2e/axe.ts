import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { DRAW_EVERY_PART } from "./drawEveryPart";
import { expect } from "./fixtures";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * What axe finds against WCAG 2.2 AA on the page as it stands: nothing. Axe runs in the page itself (legacy mode: our
 * pages' only frame, the office map, is another origin's) and reports violations alone: 1.9 s a page instead of 4.4 s,
 * as the default opens a second page to merge each frame's results and collects every passing node.
 */
export async function expectNoViolations(page: Page) {
  const drawAll = await page.addStyleTag({ content: DRAW_EVERY_PART });
  // `options` before `withTags`: options replace what withTags set.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_22_AA)
    .analyze();
  await drawAll.evaluate((style: HTMLStyleElement) => style.remove());
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}
