import { test, expect } from "./fixtures";
import { load } from "cheerio";
import { articles, deadlines, faq, firm, footerLinks, resources, spanishNoticeRoutes, spanishRoutes, translatedArticles } from "./content";
import { spanishServiceText } from "../src/lib/spanishService";
import { spanishService as enSpanishService } from "../src/words/en/common/spanishService";
import { spanishService as esSpanishService } from "../src/words/es/common/spanishService";
import { ENDPOINT_SITE_PORT } from "./playwright.config";
import { englishPathOf, isArticlePath } from "../src/lib/localPaths";
import { linkNamed } from "./pattern";
import { SITE_URL } from "./everyPage";

/*
 * The site in Spanish: each page's language switch, and the addresses each page gives search engines for
 * its other language. (Every Spanish page's head and the addresses of its other language are read from the built files,
 * e2e/site/heads.spec.ts; one page of each template is seen in a browser, e2e/every-page.spec.ts; and the host's.)
 */

test.skip(spanishRoutes.length === 0, "the Spanish pages are not published");

// Each page's language switch, and the addresses it gives search engines for its other language: e2e/every-page.spec.ts.

test.describe("the other language's address, for search engines", () => {
  test("the sitemap lists each page with its translation", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    const entry = (route: string) => new RegExp(`<url><loc>${SITE_URL}${route}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? "";
    expect(entry("/es/servicios/")).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}/services/"/>`);
    expect(entry("/services/")).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${SITE_URL}/es/servicios/"/>`);
    expect(entry("/services/")).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/services/"/>`);
  });

  test("the Spanish pages say their language to social networks and in their structured data", async ({ page }) => {
    const article = spanishRoutes.find((route) => isArticlePath(englishPathOf(route)));
    test.skip(!article, "no article of content/blog/ is written in Spanish");
    await page.goto(article!);
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "es_US");
    await expect(page.locator('head meta[property="og:locale:alternate"]')).toHaveAttribute("content", "en_US");
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(blocks.find((block) => block["@type"] === "Article")?.inLanguage).toBe("es-US");
  });
});

test.describe("Spanish pages in Spanish", () => {
  test("the Spanish home: its menu, its content and its links lead to Spanish pages", async ({ page }) => {
    await page.goto("/es/");
    const menu = page.getByRole("navigation", { name: "Principal" }).first();
    await expect(menu.getByRole("link", { name: "Servicios" })).toHaveAttribute("href", "/es/servicios/");
    await expect(page.getByRole("link", { name: "Saltar al contenido principal" })).toBeAttached();
    for (const href of await page
      .getByRole("main")
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href, "a link of the Spanish home").toMatch(/^\/(es\/|calendar\/)/);
    }
  });

  test("an article in Spanish lists among the Spanish articles, and the untranslated ones do not", async ({ page }) => {
    await page.goto("/es/blog/");
    const articles = page.getByRole("main").getByRole("article");
    await expect(articles).toHaveCount(translatedArticles.size);
  });

  test("a link from a Spanish page to an article read only in English says so in its text", async ({ page }) => {
    await page.goto("/es/");
    const articleLinks = page.getByRole("contentinfo").locator('a[href*="/blog/"]');
    expect(await articleLinks.count()).toBeGreaterThan(0);
    for (const link of await articleLinks.all()) {
      const href = (await link.getAttribute("href"))!;
      // An English article is at /blog/…, its translation at /es/blog/….
      if (href.startsWith("/es/")) await expect(link).not.toContainText("(en inglés)");
      else await expect(link).toHaveText(/ \(en inglés\)$/);
    }
    // The footer links both kinds: the test would pass on neither alone.
    await expect(articleLinks.filter({ hasText: "(en inglés)" }).first()).toBeAttached();
    await expect(articleLinks.filter({ hasNotText: "(en inglés)" }).first()).toBeAttached();
  });

  test("the testimonials, written in English, say on Spanish pages that they are translated", async ({ page }) => {
    await page.goto("/es/");
    const quotes = page.getByRole("main").getByRole("figure");
    expect(await quotes.count()).toBeGreaterThan(0);
    for (const quote of await quotes.all()) await expect(quote).toContainText("Traducido del inglés");
    await page.goto("/");
    await expect(page.getByRole("main").getByText("Traducido del inglés")).toHaveCount(0);
  });

  test("the firm's service in Spanish shows on the contact page and in the footer, in both languages, as the content sets it", async ({ page }) => {
    for (const [language, route] of [
      ["en", "/contact/"],
      ["es", "/es/contacto/"],
    ] as const) {
      await page.goto(route);
      const sentence = spanishServiceText(firm.spanishService, { en: enSpanishService, es: esSpanishService }[language]);
      const said = language === "en" ? /We serve clients in Spanish/ : /Atendemos a nuestros clientes en español/;
      if (!sentence) {
        // Unset: said nowhere.
        await expect(page.getByText(said)).toHaveCount(0);
        continue;
      }
      await expect(page.getByRole("main").getByText(sentence)).toBeVisible();
      await expect(page.getByRole("contentinfo").getByText(sentence)).toBeVisible();
    }
    test.skip(!firm.spanishService?.length, "the content sets no service in Spanish: the second site's test covers it");
    await expect(page.getByRole("main").getByText("Se habla español.")).toHaveCount(0);
    await page.goto("/contact/");
    await expect(page.getByRole("main").locator('[lang="es"]', { hasText: "Se habla español." })).toBeVisible();
  });

  test(
    "a firm that sets no service in Spanish says nothing of it, on the contact page or in the footer",
    { tag: "@second-site" },
    async ({ page }) => {
      // The tests' second site is built from content whose firm leaves it unset (scripts/variant-content.ts).
      for (const route of ["/contact/", "/es/contacto/"]) {
        await page.goto(`http://localhost:${ENDPOINT_SITE_PORT}${route}`);
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByText(/We serve clients in Spanish|Atendemos a nuestros clientes en español|Se habla español/)).toHaveCount(0);
      }
    },
  );

  test("a resource with a Spanish address opens it from the Spanish FAQ, and the English one from the English FAQ", async ({ page }) => {
    const withSpanish = resources.filter((resource) => resource.urlEs);
    expect(withSpanish.length, "the content gives a Spanish address for at least one resource").toBeGreaterThan(0);
    for (const resource of withSpanish) {
      await page.goto("/faq/");
      await expect(page.getByRole("main").getByRole("link", { name: linkNamed(resource.title) })).toHaveAttribute("href", resource.url);
      await page.goto("/es/preguntas-frecuentes/");
      const spanishLink = page.getByRole("main").locator(`a[href="${resource.urlEs}"]`);
      await expect(spanishLink).toHaveCount(1);
      await expect(spanishLink).not.toContainText("(en inglés)");
    }
  });

  // Every outside page the content links to, with its Spanish version where it has one.
  const contentLinks = [
    ...footerLinks,
    ...resources,
    ...faq.flatMap((question) => question.sources ?? []),
    ...articles.flatMap((article) => article.sources),
    ...deadlines.deadlines.map((deadline) => ({ url: deadline.source, urlEs: deadline.sourceEs })),
  ].filter((link) => link.url.startsWith("https:"));
  const englishOnly = new Set(contentLinks.filter((link) => !link.urlEs).map((link) => link.url));
  const spanishTargets = new Map(contentLinks.filter((link) => link.urlEs).map((link) => [link.url, link.urlEs!]));

  // Read from every Spanish page as served: no browser, so a year of translated articles costs a request each.
  for (const route of spanishRoutes) {
    test(`${route}: every link of the content to a page in English says so, or opens its Spanish version`, async ({ request }) => {
      const $ = load(await (await request.get(route)).text());
      const links = $("a[href^='https:']")
        .toArray()
        .map((anchor) => ({ href: $(anchor).attr("href")!, text: $(anchor).text().trim() }));
      for (const { href, text } of links) {
        expect(text.split("(en inglés)").length, `${href} on ${route} says "(en inglés)" once at most`).toBeLessThanOrEqual(2);
        if (englishOnly.has(href)) expect(text, `${href} on ${route}`).toMatch(/\(en inglés\)/);
        expect(spanishTargets.has(href), `${href} on ${route} has a Spanish version to open instead`).toBe(false);
        if ([...spanishTargets.values()].includes(href)) expect(text).not.toMatch(/\(en inglés\)/);
      }
    });
  }

  for (const route of spanishNoticeRoutes) {
    test(`${route}, a translation, says that the English version prevails`, async ({ request }) => {
      const $ = load(await (await request.get(route)).text());
      expect($("main").text()).toContain("Si la traducción y la versión en inglés difieren, prevalece la versión en inglés.");
    });
  }
});
