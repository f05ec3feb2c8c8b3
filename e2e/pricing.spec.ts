import { CHOICE_KEYS } from "../src/lib/forms/serviceOptions";
import { test, expect } from "./fixtures";
import { pricing } from "./content";
import { sitePath } from "../src/lib/links";
import { asPattern } from "./pattern";
import { includedItems } from "../src/lib/pricing/comparison";

/**
 * The spec's price label rule: a price containing '/' shows its unit; a price that is not Custom shows
 * '/one-time'; Custom shows no unit.
 */
function expectedPrice(price: string): { amount: string; unit: string | null } {
  const slash = price.indexOf("/");
  if (slash >= 0) return { amount: price.slice(0, slash).trim(), unit: `/${price.slice(slash + 1).trim()}` };
  if (price.trim().toLowerCase() === "custom") return { amount: price.trim(), unit: null };
  return { amount: price.trim(), unit: "/one-time" };
}

/** A link target as the browser writes it (spaces in the query percent-encoded). */
function encodedHref(link: string): string {
  const url = new URL(link, "http://localhost");
  return `${url.pathname}${url.search}`;
}

// A card lists the compared rows its plan includes (with their limits), then its other features.
const plans = pricing.flatMap((section) =>
  section.plans.map((plan) => ({
    section: section.title,
    ...plan,
    listed: [...includedItems(section.comparedRows ?? [], plan), ...(plan.features ?? [])],
  })),
);

test.describe("Pricing page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/pricing/");
  });

  test("shows the section headings of the content, in its order", async ({ page }) => {
    const main = page.getByRole("main");
    const titles = pricing.map((section) => section.title);
    for (const title of titles) {
      await expect(main.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    }
    const headings = (await main.getByRole("heading", { level: 2 }).allTextContents()).map((text) => text.trim());
    expect(headings.filter((heading) => titles.includes(heading))).toEqual(titles);
  });

  test("each section holds its plans and no others", async ({ page }) => {
    const main = page.getByRole("main");
    for (const section of pricing) {
      const region = main.getByRole("region", { name: section.title, exact: true });
      await expect(region.getByRole("article")).toHaveCount(section.plans.length);
      for (const plan of section.plans) {
        await expect(region.getByRole("article", { name: plan.title, exact: true })).toBeVisible();
      }
    }
  });

  test("the price rule gives the units the spec lists", () => {
    // Guards the helper above with prices of its own: the firm's are the editors' to change.
    expect(expectedPrice("$120")).toEqual({ amount: "$120", unit: "/one-time" });
    expect(expectedPrice("$180/hr")).toEqual({ amount: "$180", unit: "/hr" });
    expect(expectedPrice("Custom")).toEqual({ amount: "Custom", unit: null });
  });

  for (const plan of plans) {
    test(`${plan.section} / ${plan.title}: title, price, description, features and call to action`, async ({ page }) => {
      const card = page.getByRole("main").getByRole("article", { name: plan.title, exact: true });
      await expect(card).toBeVisible();
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(plan.title);

      const { amount, unit } = expectedPrice(plan.price);
      // What is seen: the amount and its unit side by side.
      const shown = card.getByText(`${amount}${unit ?? ""}`, { exact: true });
      await expect(shown).toBeVisible();
      if (unit) {
        await expect(card.getByText(unit, { exact: true })).toBeVisible();
      } else {
        await expect(card).not.toContainText("/one-time");
        expect(await card.innerText()).not.toMatch(new RegExp(`${amount}\\s*/`));
      }
      if (unit !== "/one-time") await expect(card).not.toContainText("/one-time");

      await expect(card.getByText(plan.description, { exact: true })).toBeVisible();
      await expect(card.getByRole("listitem")).toHaveText(plan.listed);

      const cta = card.getByRole("link", { name: new RegExp(`^${asPattern(plan.cta.label)} ?: ${asPattern(plan.title)}$`) });
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute("href", encodedHref(sitePath(plan.cta.link)));
    });
  }

  test("popular plans show 'Most Popular' and the others do not", async ({ page }) => {
    const main = page.getByRole("main");
    expect(plans.some((plan) => plan.popular)).toBe(true);
    for (const plan of plans) {
      const badge = main.getByRole("article", { name: plan.title, exact: true }).getByText("Most Popular", {
        exact: true,
      });
      if (plan.popular) await expect(badge).toBeVisible();
      else await expect(badge).toHaveCount(0);
    }
    await expect(main.getByText("Most Popular", { exact: true })).toHaveCount(plans.filter((plan) => plan.popular).length);
  });

  test("'Request Custom Quote' links to the contact form with a custom quote asked for", async ({ page }) => {
    const link = page.getByRole("main").getByRole("link", { name: "Request Custom Quote", exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", `/contact/?service=${CHOICE_KEYS.customQuoteRequest}`);
  });
});
