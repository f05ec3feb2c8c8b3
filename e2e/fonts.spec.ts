import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";

/*
 * The site's two web fonts reach every page: added by the page's own script once it has painted
 * (src/theme/fonts.ts, issue 12), or by the <noscript> rules when scripts do not run. Until then the local
 * stand-ins show the text.
 */
const loadedFamilies = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...new Set([...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/"/g, "")))].sort();
  });

test("the web fonts are fetched and used once the page has painted", async ({ page }) => {
  await page.goto("/services/");
  await expect.poll(() => loadedFamilies(page)).toEqual(expect.arrayContaining(["Source Sans 3 Variable", "Source Serif 4"]));
  expect(await page.evaluate(() => document.fonts.check('600 2rem "Source Serif 4"') && document.fonts.check('400 1rem "Source Sans 3 Variable"'))).toBe(true);
});

test("without JavaScript, the page's <noscript> rules bring the same fonts", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on("requestfinished", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto("/services/");
  await expect.poll(() => fonts.some((path) => path.includes("source-serif-4-latin-600")) && fonts.some((path) => path.includes("source-sans-3-latin-wght"))).toBe(true);
  await context.close();
});

test("a later visit adds the fonts before the page's body, once they have loaded before", async ({ page }) => {
  await page.addInitScript(() => {
    const seen = window as unknown as { fontsAtBody?: boolean };
    new MutationObserver((records, observer) => {
      if (!records.some((record) => [...record.addedNodes].some((node) => node.nodeName === "BODY"))) return;
      seen.fontsAtBody = [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Source Serif 4");
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/services/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts-loaded"))).toBe("1");
  await page.goto("/about/");
  expect(await page.evaluate(() => (window as unknown as { fontsAtBody?: boolean }).fontsAtBody)).toBe(true);
  await expect.poll(() => loadedFamilies(page)).toEqual(expect.arrayContaining(["Source Sans 3 Variable", "Source Serif 4"]));
});
