import { test, expect } from "./fixtures";
import { englishRoutes, spanishRoutes, translatedArticles } from "./content";
import { englishPathOf, pathIn } from "../src/lib/localPaths";

/*
 * The site in Spanish: each page's language switch, and the addresses each page gives search engines for
 * its other language. (Every Spanish page is also in the site-wide checks: axe, structure, head, host.)
 */
const SITE_URL = "https://www.example.com";
const hasSpanish = (route: string) => !/^\/blog\/./.test(route) || translatedArticles.has(route);

test.skip(spanishRoutes.length === 0, "the Spanish pages are not published");

test.describe("the language switch in the header", () => {
  for (const route of englishRoutes) {
    const target = hasSpanish(route) ? pathIn("es", route) : "/es/";
    test(`${route} leads to ${target}`, async ({ page }) => {
      await page.goto(route);
      const link = page.getByRole("banner").getByRole("link", { name: "Español" });
      await expect(link).toHaveAttribute("hreflang", "es");
      await expect(link).toHaveAttribute("lang", "es");
      await link.click();
      await expect(page).toHaveURL(target);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toBeVisible();
    });
  }

  for (const route of spanishRoutes) {
    test(`${route} leads back to ${englishPathOf(route)}`, async ({ page }) => {
      await page.goto(route);
      const link = page.getByRole("banner").getByRole("link", { name: "English" });
      await expect(link).toHaveAttribute("hreflang", "en");
      await link.click();
      await expect(page).toHaveURL(englishPathOf(route));
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  }
});

test.describe("the other language's address, for search engines", () => {
  test("each page and its translation name each other, with the English as x-default", async ({ page }) => {
    for (const english of englishRoutes.filter(hasSpanish)) {
      const spanish = pathIn("es", english);
      for (const route of [english, spanish]) {
        await page.goto(route);
        const alternate = (lang: string) => page.locator(`head link[rel="alternate"][hreflang="${lang}"]`);
        await expect(alternate("en"), route).toHaveAttribute("href", `${SITE_URL}${english}`);
        await expect(alternate("es"), route).toHaveAttribute("href", `${SITE_URL}${spanish}`);
        await expect(alternate("x-default"), route).toHaveAttribute("href", `${SITE_URL}${english}`);
      }
    }
  });

  test("an article without a translation names no other language", async ({ page }) => {
    const untranslated = englishRoutes.find((route) => /^\/blog\/./.test(route) && !translatedArticles.has(route))!;
    await page.goto(untranslated);
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
  });

  test("the sitemap lists each page with its translation", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    const entry = (route: string) => new RegExp(`<url><loc>${SITE_URL}${route}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? "";
    expect(entry("/es/servicios/")).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}/services/"/>`);
    expect(entry("/services/")).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${SITE_URL}/es/servicios/"/>`);
    expect(entry("/services/")).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/services/"/>`);
  });

  test("the Spanish pages say their language to social networks and in their structured data", async ({ page }) => {
    await page.goto("/es/blog/choosing-filing-status/");
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "es_US");
    await expect(page.locator('head meta[property="og:locale:alternate"]')).toHaveAttribute("content", "en_US");
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    expect(blocks.find((block) => block["@type"] === "Article")?.inLanguage).toBe("es-US");
  });
});

test.describe("Spanish pages in Spanish", () => {
  test("the Spanish home: its menu, its content and its links lead to Spanish pages", async ({ page }) => {
    await page.goto("/es/");
    const menu = page.getByRole("navigation", { name: "Principal" }).first();
    await expect(menu.getByRole("link", { name: "Servicios" })).toHaveAttribute("href", "/es/servicios/");
    await expect(page.getByRole("link", { name: "Saltar al contenido principal" })).toBeAttached();
    for (const href of await page.getByRole("main").locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href, "a link of the Spanish home").toMatch(/^\/(es\/|calendar\/)/);
    }
  });

  test("an article in Spanish lists among the Spanish articles, and the untranslated ones do not", async ({ page }) => {
    await page.goto("/es/blog/");
    const articles = page.getByRole("main").getByRole("article");
    await expect(articles).toHaveCount(translatedArticles.size);
  });
});
