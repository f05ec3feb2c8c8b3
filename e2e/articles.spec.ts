import { test, expect } from "./fixtures";
import { expectNoViolations } from "./axe";
import { articles, footerLinks } from "./content";
import { pagesToSee } from "./pagesToSee";
import { sitePath } from "../src/lib/links";

const footerArticleLinks = footerLinks.filter((link) => link.url.startsWith("/blog/"));

test.describe("articles", () => {
  test("every footer article link leads to its article", async ({ page }) => {
    for (const link of footerArticleLinks) {
      const response = await page.goto(sitePath(link.url));
      expect(response?.status(), link.url).toBe(200);
      const article = articles.find((entry) => entry.slug === sitePath(link.url));
      expect(article, `${link.url} is an article of the content`).toBeDefined();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article!.title);
    }
  });

  // One article of the template, and those the change touched (e2e/pagesToSee.ts); every article's head and links are
  // read from the built files (e2e/site/).
  for (const article of articles.filter((entry) => pagesToSee.includes(entry.slug))) {
    test(`${article.slug} reads as an article with its date, note and call to action`, async ({ page }) => {
      await page.goto(article.slug);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(main.getByText(`For ${article.audience}`).first()).toBeVisible();
      await expect(main.locator("time").first()).toHaveAttribute("datetime", article.date);
      const note = main.getByRole("complementary", { name: "About this information" });
      await expect(note).toContainText("general information about US taxes, not tax advice");
      await expect(note).toContainText("Last reviewed");
      // Its sections, each a heading of level 2 in the content's order, among the page's own (sources, call to action).
      const headings = (await main.getByRole("heading", { level: 2 }).allTextContents()).map((heading) => heading.trim());
      expect(headings.filter((heading) => article.sections.includes(heading))).toEqual(article.sections);
      await expect(main.getByRole("link", { name: "Contact us", exact: true })).toHaveAttribute("href", "/contact/");
      // Every official source of its front matter, under the text, each opening its own address.
      const sources = main.getByRole("region", { name: "Official sources" });
      await expect(sources.getByRole("link")).toHaveCount(article.sources.length);
      for (const [index, source] of article.sources.entries()) {
        await expect(sources.getByRole("link").nth(index)).toHaveAttribute("href", source.url);
        await expect(sources.getByRole("link").nth(index)).toContainText(source.title);
      }
    });
  }

  test("the index lists every article, newest first, those of one day by their file's name", async ({ page }) => {
    await page.goto("/blog/");
    const titles = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)).map((article) => article.title);
    expect(titles).toEqual(newestFirst);
    await page.getByRole("main").getByRole("link", { name: newestFirst[0], exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newestFirst[0]);
  });

  // The published content may hold no image; the editor's month adds an article that shows one (scripts/edited-content/).
  const illustrated = articles.filter((article) => article.images.length > 0);
  test("an article's images hold their place before they load, at their own proportions", async ({ page }) => {
    test.skip(illustrated.length === 0, "no article of this content shows an image");
    for (const article of illustrated) {
      await page.goto(article.slug);
      for (const { alt } of article.images) {
        const image = page.getByRole("main").getByRole("img", { name: alt, exact: true });
        // The box the page gives it before the file arrives (its width and height written in the HTML) is the file's.
        const { written, natural, drawn } = await image.evaluate(async (element: HTMLImageElement) => {
          const written = { width: element.getAttribute("width"), height: element.getAttribute("height") };
          element.loading = "eager";
          await element.decode();
          const box = element.getBoundingClientRect();
          return { written, natural: { width: element.naturalWidth, height: element.naturalHeight }, drawn: box.width / box.height };
        });
        expect(written, `${article.slug}: ${alt}`).toEqual({ width: String(natural.width), height: String(natural.height) });
        expect(drawn).toBeCloseTo(natural.width / natural.height, 1);
        expect(await image.evaluate((element) => element.getBoundingClientRect().right <= document.documentElement.clientWidth)).toBe(true);
      }
    }
  });

  test("axe finds nothing on the index and an article", async ({ page }) => {
    for (const route of ["/blog/", articles[0].slug]) {
      await page.goto(route);
      await expectNoViolations(page);
    }
  });
});
