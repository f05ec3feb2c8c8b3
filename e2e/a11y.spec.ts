import { test, expect, MISSING_PAGE, NOT_FOUND_ERROR } from "./fixtures";
import { type Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { allRoutes, desktopOnly } from "./content";

/** Every <article> and <section> of the page, each named by a heading of its own (so a screen reader's list names them). */
async function expectArticlesAndSectionsNamedByTheirHeadings(page: Page) {
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

test.describe("axe, WCAG 2.2 AA", () => {
  for (const route of allRoutes) {
    test(`${route} has no violation, and its articles and sections are named by their headings`, async ({ page }, testInfo) => {
      const reason = desktopOnly(route);
      test.skip(testInfo.project.name === "mobile" && reason !== null, reason ?? "");
      await page.goto(route);
      await expectNoViolations(page);
      await expectArticlesAndSectionsNamedByTheirHeadings(page);
    });
  }

  test.describe("an unknown address", () => {
    test.use({ expectedConsoleErrors: NOT_FOUND_ERROR });
    test("has no violation", async ({ page }) => {
      await page.goto(MISSING_PAGE);
      await expectNoViolations(page);
    });
  });

  test("the page scrolled, with the progress bar showing", async ({ page }) => {
    await page.goto("/services/");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.getByRole("progressbar")).toBeVisible();
    await expectNoViolations(page);
  });

  test("the FAQ with an answer open", async ({ page }) => {
    await page.goto("/faq/");
    await page.getByRole("main").getByRole("button").first().click();
    await expect(page.getByRole("region").first()).toBeVisible();
    await expectNoViolations(page);
  });

  test("the contact page with the live map shown", async ({ page }) => {
    await page.route(/openstreetmap\.org/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>map</p>" }),
    );
    await page.goto("/contact/");
    await page.getByRole("button", { name: "Show interactive map" }).click();
    await expect(page.locator("iframe")).toBeVisible();
    await expectNoViolations(page);
  });

  test("the mobile menu open", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the menu exists at small widths");
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expectNoViolations(page);
  });
});
