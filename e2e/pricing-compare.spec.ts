import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { pricing, spanishPricing } from "./content";
import type { PlanAnswer } from "../src/lib/pricing/comparison";

/** What a cell says, as the content writes its answer. */
function cellText(answer: PlanAnswer | undefined, words: { included: string; notIncluded: string }) {
  if (answer?.answer === "included") return words.included;
  if (answer?.answer === "limit") return answer.limit!;
  return words.notIncluded;
}

const compared = pricing.filter((section) => (section.comparedRows ?? []).length > 0);

/** Reads each section's table by its roles: caption, plans as column headers, rows by their headers, cells in words. */
async function expectTables(page: Page) {
  test.skip(compared.length === 0, "no pricing section of content/pricing/ compares its plans");
  for (const section of compared) {
    const table = page.getByRole("table", { name: `Compare the ${section.title} plans`, exact: true });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText(section.plans.map((plan) => plan.title));
    const rows = section.comparedRows!;
    await expect(table.getByRole("rowheader")).toHaveText(["Price", ...rows.map((row) => row.label)]);
    for (const row of rows) {
      const cells = table
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: row.label, exact: true }) })
        .getByRole("cell");
      const expected = section.plans.map((plan) =>
        cellText(
          plan.comparison?.find((answer) => answer.id === row.id),
          { included: "Included", notIncluded: "Not included" },
        ),
      );
      await expect(cells).toHaveText(expected);
    }
  }
}

test.describe("the comparison of plans at 1280 px", () => {
  test("each compared section has its table, read by roles", async ({ page }) => {
    await page.goto("/pricing/");
    await expectTables(page);
  });

  test("the Spanish page says Incluido and No incluido", async ({ page }) => {
    await page.goto("/es/precios/");
    const section = pricing.find((entry) => entry.comparedRows?.length)!;
    const spanish = spanishPricing.find((entry) => entry.id === section.id)!;
    const table = page.getByRole("table", { name: `Compare los planes: ${spanish.title}`, exact: true });
    const spanishTitles = section.plans.map((plan) => spanish.plans.find((entry) => entry.id === plan.id)!.title);
    await expect(table.getByRole("columnheader")).toHaveText(spanishTitles);
    // Each row in Spanish: "Incluido" and "No incluido" where the plan includes the row or not, else its limit's words.
    for (const compared of section.comparedRows!) {
      const label = spanish.comparedRows!.find((entry) => entry.id === compared.id)!.label;
      const expected = section.plans.map((plan) => {
        const { answer } = plan.comparison!.find((entry) => entry.id === compared.id)!;
        if (answer !== "limit") return answer === "included" ? "Incluido" : "No incluido";
        return spanish.plans.find((entry) => entry.id === plan.id)!.comparison!.find((entry) => entry.id === compared.id)!.limit!;
      });
      const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
      await expect(row.getByRole("cell")).toHaveText(expected);
    }
  });
});

test.describe("the comparison of plans on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("each table is read the same, in a labelled region a keyboard can scroll, and the page does not", async ({ page }) => {
    await page.goto("/pricing/");
    await expectTables(page);
    for (const section of compared) {
      const region = page.getByRole("region", { name: `Compare the ${section.title} plans`, exact: true });
      await expect(region).toHaveAttribute("tabindex", "0");
      const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeGreaterThan(0);
      await region.focus();
      await expect(region).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    }
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(pageOverflow).toBe(0);
  });
});
