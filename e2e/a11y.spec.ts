import { test, expect, MISSING_PAGE, NOT_FOUND_ERROR } from "./fixtures";
import { expectNoViolations } from "./axe";

test.describe("axe, WCAG 2.2 AA", () => {
  // Every page, as it arrives: e2e/every-page.spec.ts.

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
