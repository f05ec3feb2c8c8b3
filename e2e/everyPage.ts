import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { isPublishedIn } from "./content";
import { languageEntry, PUBLISHED_LANGUAGES } from "../src/lib/languages";
import { languageOfPath, pathIn, englishPathOf } from "../src/lib/localPaths";
import { entryIn } from "../src/node/wordsInNode";
import { HEADING_WEIGHT, typeface } from "../src/theme/tokens";

/*
 * What every page of the site has, seen in a browser on each page of e2e/pagesToSee.ts (e2e/every-page.spec.ts): its
 * structure, its accessibility, its language switch. Its head is read from the built files (e2e/site/heads.spec.ts).
 */

/** The folder of the built site under test: E2E_SITE (a folder of the repository), public/ unless told. */
export const BUILT_SITE = join(__dirname, "..", process.env.E2E_SITE ?? "public");

/** The site's address, as the build was given it (gatsby-config.ts: SITE_URL, or its default). */
export const SITE_URL = process.env.SITE_URL ?? "https://www.example.com";

/** One h1, the landmarks, a skip link that works, its serif in one weight: what every page has. */
export async function expectPageStructure(page: Page, route: string) {
  const language = languageOfPath(route);
  const { layout } = entryIn<typeof import("@words/layout/layout")>(language, "layout/layout");
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: layout.skip });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  // The headings' serif is published in one weight: text set in it in any other would be thickened or thinned.
  const serifWeights = await page.evaluate((serif) => {
    const weights = new Set<string>();
    for (const element of document.body.querySelectorAll("*")) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      const style = getComputedStyle(element);
      if (ownText && style.fontFamily.startsWith(`"${serif}"`)) weights.add(style.fontWeight);
    }
    return [...weights];
  }, typeface.serif);
  expect(serifWeights, "weights of the text set in the headings' serif").toEqual([String(HEADING_WEIGHT)]);
}

/** Every <article> and <section> of the page, each named by a heading of its own (so a screen reader's list names them). */
export async function expectArticlesAndSectionsNamedByTheirHeadings(page: Page) {
  const containers = await page.locator("main article, main section").evaluateAll((elements) =>
    elements.map((element) => {
      const labels = (element.getAttribute("aria-labelledby") ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id));
      const byOwnHeading = labels.length > 0 && labels.every((label) => label && /^H[1-6]$/.test(label.tagName) && element.contains(label));
      return { tag: element.tagName.toLowerCase(), text: element.textContent.trim().slice(0, 40), byOwnHeading };
    }),
  );
  expect(containers.filter((container) => !container.byOwnHeading)).toEqual([]);
  for (const article of await page.getByRole("main").getByRole("article").all()) {
    await expect(article).toHaveAccessibleName((await article.getByRole("heading").first().textContent())!.trim());
  }
}

/**
 * The header's language switch (with one other language, a link) leads to the page's translation (an untranslated
 * article's, to that language's home page), named and marked in its language.
 */
export async function expectLanguageSwitch(page: Page, route: string) {
  const language = languageOfPath(route);
  const [other, ...more] = PUBLISHED_LANGUAGES.filter((published) => published !== language);
  expect(more, "the languages beside the page's: with more than one, the switch is a menu").toEqual([]);
  const english = englishPathOf(route);
  const target = isPublishedIn(other, english) ? pathIn(other, english) : pathIn(other, "/");
  const link = page.getByRole("banner").getByRole("link", { name: languageEntry(other).nativeName });
  await expect(link).toHaveAttribute("hreflang", languageEntry(other).hreflang);
  await expect(link).toHaveAttribute("lang", other);
  await link.click();
  await expect(page).toHaveURL(target);
  await expect(page.locator("html")).toHaveAttribute("lang", other);
  await expect(page.getByRole("banner").getByRole("link", { name: languageEntry(language).nativeName })).toBeVisible();
}
