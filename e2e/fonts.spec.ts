import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { articles, navigation } from "./content";
import { sitePath } from "../src/lib/links";
import { expectRequestedAfterFirstPaint, layoutShifts, recordLayoutShifts } from "./pageTimeline";

/*
 * The site's two web fonts (src/theme/fonts.ts): a page never swaps them in under its reader's eyes.
 * A first visit's first page keeps its local stand-ins and fetches the fonts once it has hydrated; every page
 * after it shows in them from the start. Without scripts, the page's <noscript> rules bring the same fonts.
 */
const SERIF = "Source Serif 4";
const SANS = "Source Sans 3";

/** The fonts the browser drew an element's text with, as the fonts name themselves ("Liberation Serif", "Source Serif 4 SemiBold"…). */
async function platformFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName).join(", ");
  } catch {
    return ""; // the document changed under the query: a page opened by a link is still being drawn
  } finally {
    await cdp.detach();
  }
}

/** The fonts an element's text is drawn with, once it is drawn: just after a link is followed, the new text may not be yet. */
async function fontsDrawing(page: Page, selector: string) {
  let drawn = "";
  await expect.poll(async () => (drawn = await platformFonts(page, selector)), { message: `${selector} is drawn` }).not.toBe("");
  return drawn;
}

/** The web font files `page` fetches from now on, by their paths. */
function fontRequests(page: Page) {
  const paths: string[] = [];
  page.on("requestfinished", (request) => {
    if (request.url().endsWith(".woff2")) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The article of the longest title. */
const longestTitled = articles.reduce((longest, article) => (article.title.length > longest.title.length ? article : longest));

/** Resolves once the browser notes that the web fonts have loaded (what makes later visits use them at once). */
const fontsFetched = (page: Page) => expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts-loaded"))).toBe("1");

test("a first visit's first page keeps its stand-ins and fetches the web fonts after its first paint", async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto(longestTitled.slug);
  await fontsFetched(page);
  expect(fonts.some((path) => path.includes("source-serif-4-latin-600"))).toBe(true);
  expect(fonts.some((path) => path.includes("source-sans-3-latin-wght"))).toBe(true);
  expect(
    fonts.some((path) => path.includes("latin-ext")),
    "the latin-ext files only when a page needs them",
  ).toBe(false);
  await expectRequestedAfterFirstPaint(page, /\.woff2$/);
  await page.waitForTimeout(300);
  expect(await fontsDrawing(page, "h1")).not.toContain(SERIF);
  expect(await fontsDrawing(page, "main p")).not.toContain(SANS);
});

test("nothing on an article moves while its page loads and its fonts arrive", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await recordLayoutShifts(page);
  // The longest title is the likeliest to wrap on one more line in the stand-in than in the web font, moving all under it.
  await page.goto(longestTitled.slug);
  await fontsFetched(page);
  await page.waitForTimeout(300);
  expect(await layoutShifts(page)).toEqual([]);
});

test("a page opened by a link shows in the web fonts", async ({ page }) => {
  await page.goto("/services/");
  await fontsFetched(page);
  const firstTitle = await page.getByRole("heading", { level: 1 }).textContent();
  const [notice] = navigation.legal;
  await page.getByRole("contentinfo").getByRole("link", { name: notice.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${sitePath(notice.url)}$`));
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(firstTitle!);
  expect(await fontsDrawing(page, "h1")).toContain(SERIF);
  expect(await fontsDrawing(page, "main p")).toContain(SANS);
});

test("a later visit adds the fonts before the page's body and shows in them", async ({ page }) => {
  await page.addInitScript(() => {
    const seen = window as unknown as { fontsAtBody?: boolean };
    new MutationObserver((records, observer) => {
      if (!records.some((record) => [...record.addedNodes].some((node) => node.nodeName === "BODY"))) return;
      seen.fontsAtBody = [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Source Serif 4");
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/services/");
  await fontsFetched(page);
  await page.goto("/about/");
  expect(await page.evaluate(() => (window as unknown as { fontsAtBody?: boolean }).fontsAtBody)).toBe(true);
  expect(await fontsDrawing(page, "h1")).toContain(SERIF);
  expect(await fontsDrawing(page, "main p")).toContain(SANS);
});

test("without JavaScript, the page's <noscript> rules bring the same fonts", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  const fonts = fontRequests(page);
  await page.goto("/services/");
  await expect
    .poll(() => fonts.some((path) => path.includes("source-serif-4-latin-600")) && fonts.some((path) => path.includes("source-sans-3-latin-wght")))
    .toBe(true);
  await context.close();
});
