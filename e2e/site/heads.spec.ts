import { test, expect } from "@playwright/test";
import { load, type CheerioAPI } from "cheerio";
import { allRoutes, firm, hasSpanish, spanishRoutes } from "../content";
import { SITE_URL } from "../everyPage";
import { asPattern } from "../pattern";
import { englishPathOf, languageOfPath, pathIn } from "../../src/lib/localPaths";

/*
 * The head of every page, read from the page as served, as a search engine or a social network reads it: no browser,
 * so every page of a year of articles costs a request (docs/decisions/checks-by-template.md). The switch to the other
 * language is followed in a browser on the pages e2e/pagesToSee.ts names.
 */

const meta = ($: CheerioAPI, attribute: "name" | "property", key: string) => $(`head meta[${attribute}="${key}"]`).attr("content");

/**
 * The title ("… | brand", the home page's "brand | …"), a description of 50 to 160 characters, the canonical
 * address, the social cards, the icon and the theme colour; no page but the not-found one is kept from search engines.
 */
function expectHead($: CheerioAPI, route: string) {
  const home = route === "/" || route === "/es/";
  const title = $("head title").text();
  expect(title).toMatch(home ? new RegExp(`^${asPattern(firm.brand)} \\| `) : new RegExp(` \\| ${asPattern(firm.brand)}$`));
  const description = meta($, "name", "description") ?? "";
  expect(description.length, `"${description}"`).toBeGreaterThanOrEqual(50);
  expect(description.length, `"${description}"`).toBeLessThanOrEqual(160);
  const url = `${SITE_URL}${route}`;
  expect($('head link[rel="canonical"]').attr("href")).toBe(url);
  expect(meta($, "property", "og:url")).toBe(url);
  expect(meta($, "property", "og:title")).toBe(title);
  expect(meta($, "property", "og:description")).toBe(description);
  expect(meta($, "property", "og:image")).toBe(`${SITE_URL}/images/share-card.png`);
  expect(meta($, "name", "twitter:card")).toBe("summary_large_image");
  expect(meta($, "name", "twitter:image")).toBe(`${SITE_URL}/images/share-card.png`);
  expect(meta($, "name", "theme-color")).toBe("#12324f");
  expect($('head link[rel="icon"]').first().attr("href")).toMatch(/.+/);
  expect($('head meta[name="robots"]')).toHaveLength(0);
}

/** A page and its translation name each other, with the English as x-default; a page with no translation names none. */
function expectAlternates($: CheerioAPI, route: string) {
  const english = englishPathOf(route);
  const alternates = $('head link[rel="alternate"][hreflang]');
  if (!hasSpanish(english)) {
    expect(alternates).toHaveLength(0);
    return;
  }
  const alternate = (lang: string) => $(`head link[rel="alternate"][hreflang="${lang}"]`).attr("href");
  expect(alternate("en")).toBe(`${SITE_URL}${english}`);
  expect(alternate("es")).toBe(`${SITE_URL}${pathIn("es", english)}`);
  expect(alternate("x-default")).toBe(`${SITE_URL}${english}`);
}

/** The header's language switch leads to the page's translation (an untranslated article's, to the Spanish home page), named in its language. */
function expectLanguageSwitchLink($: CheerioAPI, route: string) {
  const spanish = languageOfPath(route) === "es";
  const english = englishPathOf(route);
  const link = $(`header a[hreflang="${spanish ? "en" : "es"}"]`);
  expect(link).toHaveLength(1);
  // Its name, as a screen reader says it: without the code shown on phones, which is hidden from it.
  expect(link.clone().find('[aria-hidden="true"]').remove().end().text().trim()).toBe(spanish ? "English" : "Español");
  expect(link.attr("href")).toBe(spanish ? english : hasSpanish(english) ? pathIn("es", english) : "/es/");
  if (!spanish) expect(link.attr("lang")).toBe("es");
}

for (const route of allRoutes) {
  test(`${route}: its language, title, description, canonical address, social cards, alternates and language switch`, async ({ request }) => {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const $ = load(await response.text());
    expect($("html").attr("lang")).toBe(languageOfPath(route));
    expect($("h1")).toHaveLength(1);
    expectHead($, route);
    if (spanishRoutes.length > 0) {
      expectAlternates($, route);
      expectLanguageSwitchLink($, route);
    }
  });
}
