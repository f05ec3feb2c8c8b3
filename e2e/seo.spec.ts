import { test, expect, MISSING_PAGE, NOT_FOUND_ERROR } from "./fixtures";
import type { Page } from "@playwright/test";
import { load } from "cheerio";
import { allRoutes, articles, faq, firm, letters, navigation, notices, pricing, spanishLetters } from "./content";
import { sitePath } from "../src/lib/links";
import { languageEntry } from "../src/lib/languages";
import { languageOfPath, pathIn } from "../src/lib/localPaths";
import { SITE_URL } from "./everyPage";
import { asPattern } from "./pattern";

/** A JSON-LD block as parsed: a test names the fields it reads, and its matchers judge the rest. */
type JsonLd = Record<string, unknown>;

/** Every JSON-LD block of the page, parsed. */
async function structuredData(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}
/** The blocks of one type, with the fields a test reads. */
const ofType = <T>(blocks: JsonLd[], type: string) => blocks.filter((block) => block["@type"] === type) as (JsonLd & T)[];

test.describe("the head of every page", () => {
  // Each page's title and description, read from the page as served (as a search engine reads it): unique. Their
  // form and length are checked on each page, in e2e/every-page.spec.ts. Soft: one run names every repeated one.
  test("titles and descriptions are unique", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of allRoutes) {
      const html = await (await request.get(route)).text();
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
      expect.soft(title, `${route}: its title`).toBeDefined();
      expect.soft(description, `${route}: its description`).toBeDefined();
      expect.soft(titles.get(title!), `${route} has the title of ${titles.get(title!)}`).toBeUndefined();
      expect.soft(descriptions.get(description!), `${route} has the description of ${descriptions.get(description!)}`).toBeUndefined();
      titles.set(title!, route);
      descriptions.set(description!, route);
    }
  });

  test("the share image is ours, 1200×630, served by the site", async ({ request }) => {
    const response = await request.get("/images/share-card.png");
    expect(response.status()).toBe(200);
    const png = await response.body();
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

test.describe("the not-found page", () => {
  test.use({ expectedConsoleErrors: NOT_FOUND_ERROR });
  test("is kept out of search results", async ({ page }) => {
    await page.goto(MISSING_PAGE);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test.describe("for search engines", () => {
  test("the sitemap lists every public page and nothing else", async ({ request }) => {
    const index = await (await request.get("/sitemap-index.xml")).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const urls = new Set<string>();
    for (const sitemap of sitemaps) {
      const text = await (await request.get(sitemap)).text();
      for (const match of text.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.add(match[1]);
    }
    const expected = allRoutes.map((route) => (route === "/" ? `${SITE_URL}/` : `${SITE_URL}${route}`));
    expect([...urls].sort()).toEqual(expected.sort());
  });

  test("robots.txt names the sitemap and keeps the content manager out", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
    expect(robots).toMatch(/^Disallow: \/admin\/$/m);
  });

  test("the home page describes the firm as an AccountingService, as the contact page shows it", async ({ page }) => {
    await page.goto("/");
    const [firmData] = ofType<{ telephone: string; openingHoursSpecification: { opens: string }[] }>(await structuredData(page), "AccountingService");
    expect(firmData["@context"]).toBe("https://schema.org");
    expect(firmData.name).toBe(firm.brand);
    expect(firmData.url).toBe(`${SITE_URL}/`);
    expect(firmData.logo).toMatch(/^https:\/\/.+\.png$/);
    expect(firmData.telephone.replace(/\D/g, "")).toBe(`1${firm.phone.replace(/\D/g, "")}`);
    expect(firmData.email).toBe(firm.email);
    expect(firmData.address).toMatchObject({
      streetAddress: firm.address.street,
      addressLocality: firm.address.locality,
      addressRegion: firm.address.region,
      postalCode: firm.address.postalCode,
    });
    expect(firmData.priceRange).toMatch(/^\$\d+(\.\d+)?-\$\d+(\.\d+)?$/);
    const openDays = firm.hours.days.filter((day) => !day.closed);
    expect(firmData.openingHoursSpecification).toHaveLength(openDays.length);

    // The same hours as the contact page's table.
    await page.goto("/contact/");
    for (const [index, spec] of firmData.openingHoursSpecification.entries()) {
      const row = page.getByRole("row", { name: new RegExp(`^${asPattern(openDays[index].label)}`) });
      const [hour, minute] = spec.opens.split(":").map(Number);
      const shown = `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
      await expect(row).toContainText(shown);
    }
  });

  test("the FAQ page carries every question as FAQPage", async ({ page }) => {
    await page.goto("/faq/");
    const [faqPage] = ofType<{ mainEntity: unknown[] }>(await structuredData(page), "FAQPage");
    expect(faqPage.mainEntity).toHaveLength(faq.length);
    for (const [index, item] of faq.entries()) {
      expect(faqPage.mainEntity[index]).toMatchObject({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      });
    }
  });

  test("the pricing page offers every plan", async ({ page }) => {
    await page.goto("/pricing/");
    const [catalog] = ofType<{ itemListElement: { itemListElement: JsonLd[] }[] }>(await structuredData(page), "OfferCatalog");
    const offers = catalog.itemListElement.flatMap((section) => section.itemListElement);
    const plans = pricing.flatMap((section) => section.plans);
    expect(offers.map((offer) => offer.name)).toEqual(plans.map((plan) => plan.title));
    for (const [index, plan] of plans.entries()) {
      const offer = offers[index];
      expect(offer["@type"]).toBe("Offer");
      if (plan.price === "Custom") {
        expect(offer.price).toBeUndefined();
      } else {
        // The amount before any unit ("/hr"), cents included.
        expect(offer.price).toBe(Number(plan.price.replace(/\/.*$/, "").replace(/[$,\s]/g, "")));
        expect(offer.priceCurrency).toBe("USD");
      }
    }
  });

  test("“Got a letter?” is a WebPage about every letter it explains, with its sender's page, in both languages", async ({ page }) => {
    for (const language of ["en", "es"] as const) {
      const route = pathIn(language, "/letters/");
      await page.goto(route);
      const [webPage] = ofType<{ about: JsonLd[] }>(await structuredData(page), "WebPage");
      expect(webPage.url).toBe(`${SITE_URL}${route}`);
      expect(webPage.inLanguage).toBe(languageEntry(language).locale);
      expect(webPage.lastReviewed).toBe(
        letters.letters
          .map((letter) => letter.reviewed)
          .sort()
          .at(-1),
      );
      const about = letters.letters.map((letter) => ({
        "@type": "Thing",
        name: `${letter.number}: ${language === "es" ? spanishLetters.get(letter.id)!.title : letter.title}`,
        url: language === "es" && letter.officialPageEs ? letter.officialPageEs : letter.officialPage,
      }));
      expect(webPage.about).toEqual(about);
    }
  });

  test("inner pages carry their breadcrumb, articles their Article", async ({ request }) => {
    // Every page of the site, read as served (no browser: a year of articles costs a request each).
    for (const route of allRoutes.filter((route) => route !== "/" && route !== "/es/")) {
      const spanish = languageOfPath(route) === "es";
      const $ = load(await (await request.get(route)).text());
      const blocks = $('script[type="application/ld+json"]')
        .toArray()
        .map((script) => JSON.parse($(script).text()) as JsonLd);
      const [breadcrumb] = ofType<{ itemListElement: JsonLd[] }>(blocks, "BreadcrumbList");
      expect(breadcrumb, route).toBeDefined();
      const items = breadcrumb.itemListElement;
      expect(items[0]).toMatchObject({ position: 1, name: spanish ? "Inicio" : "Home", item: `${SITE_URL}${spanish ? "/es/" : "/"}` });
      expect(items.at(-1)?.item).toBe(`${SITE_URL}${route}`);
      expect(items.map((item) => item.position)).toEqual(items.map((_, i) => i + 1));
      if (/^(\/es)?\/blog\/./.test(route)) {
        expect(items[1]).toMatchObject(
          spanish ? { name: "Artículos", item: `${SITE_URL}/es/blog/` } : { name: "Articles", item: `${SITE_URL}/blog/` },
        );
        const [article] = ofType<{ author: JsonLd; publisher: JsonLd }>(blocks, "Article");
        expect(article.headline).toBe($("h1").text());
        expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(article.author.name).toBeTruthy();
        expect(article.publisher["@id"]).toBe(`${SITE_URL}/#firm`);
        expect(article.mainEntityOfPage).toBe(`${SITE_URL}${route}`);
      }
    }
  });
});

test.describe("trust pages", () => {
  test("the footer links the privacy notice, the terms and the accessibility statement", async ({ page }) => {
    expect(navigation.legal.map((link) => sitePath(link.url)).sort()).toEqual(notices.map((notice) => notice.slug).sort());
    for (const link of navigation.legal) {
      await page.goto("/");
      await page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${sitePath(link.url)}$`));
      const notice = notices.find((item) => item.slug === sitePath(link.url))!;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notice.title);
      await expect(page.getByRole("main")).toContainText("Last updated");
    }
  });

  test("the privacy notice warns against sending SSNs or ITINs through a form or chat", async ({ page }) => {
    await page.goto("/privacy/");
    await expect(page.getByRole("main")).toContainText(/Social Security/);
    await expect(page.getByRole("main")).toContainText(/ITIN/);
    // The notice writes the firm's address in its own text (content/legal/), kept by hand beside Firm details.
    await expect(page.getByRole("main").locator('a[href^="mailto:"]').first()).toBeVisible();
  });

  test("the accessibility statement says how to report a barrier", async ({ page }) => {
    await page.goto("/accessibility/");
    await expect(page.getByRole("main")).toContainText(/WCAG\)? 2\.2 at level AA/);
    await expect(page.getByRole("main").locator('a[href^="mailto:"]').first()).toBeVisible();
  });

  test("the FAQ and the articles say their tax information is general, not advice", async ({ page }) => {
    for (const route of ["/faq/", articles[0].slug]) {
      await page.goto(route);
      await expect(page.getByRole("complementary", { name: "About this information" })).toContainText("not tax advice");
    }
  });
});
