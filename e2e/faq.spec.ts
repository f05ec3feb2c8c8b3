import { test, expect } from "./fixtures";
import { type Locator, type Page } from "@playwright/test";
import { faq, resources } from "./content";
import { formatDate } from "../src/lib/dates";
import { dates } from "@words/common/dates";
import { wordsIn } from "../src/i18n/inEveryLanguage";
import { linkNamed } from "./pattern";
import { smartLink } from "../src/words/en/common/smartLink";

/** An answer's paragraphs as the page shows them, each found whole (an answer may hold another's whole text). */
const paragraphsOf = (index: number) => faq[index].answer.split(/\n\s*\n/).map((paragraph) => paragraph.trim());

function question(page: Page, index: number) {
  return page.getByRole("main").getByRole("button", { name: faq[index].question, exact: true });
}

/** The answer panel a question button controls (found by id, so it is found while hidden too). */
async function panelOf(page: Page, button: Locator) {
  const id = await button.getAttribute("aria-controls");
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

async function expectOpen(page: Page, index: number) {
  const button = question(page, index);
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const region = page.getByRole("main").getByRole("region", { name: faq[index].question, exact: true });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute("id", (await button.getAttribute("aria-controls"))!);
  for (const paragraph of paragraphsOf(index)) await expect(region.getByText(paragraph, { exact: true })).toBeVisible();
}

async function expectClosed(page: Page, index: number) {
  const button = question(page, index);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(await panelOf(page, button)).toBeHidden();
}

test.describe("FAQ page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/faq/");
  });

  test("lists every question as a collapsed button controlling their answer regions", async ({ page }) => {
    for (const index of faq.keys()) {
      const button = question(page, index);
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      const panel = await panelOf(page, button);
      await expect(panel).toHaveCount(1);
      await expect(panel).toHaveAttribute("role", "region");
      await expect(panel).toBeHidden();
      for (const paragraph of paragraphsOf(index)) {
        const text = panel.getByText(paragraph, { exact: true });
        await expect(text).toHaveCount(1);
        await expect(text).toBeHidden();
      }
    }
  });

  test("clicking a question opens its answer", async ({ page }) => {
    await question(page, 0).click();
    await expectOpen(page, 0);
    for (let index = 1; index < faq.length; index += 1) await expectClosed(page, index);
  });

  test("only one answer is open at a time", async ({ page }) => {
    await question(page, 0).click();
    await expectOpen(page, 0);
    await question(page, 1).click();
    await expectOpen(page, 1);
    await expectClosed(page, 0);
    await question(page, faq.length - 1).click();
    await expectOpen(page, faq.length - 1);
    await expectClosed(page, 1);
  });

  test("clicking the open question closes it", async ({ page }) => {
    await question(page, 2).click();
    await expectOpen(page, 2);
    await question(page, 2).click();
    await expectClosed(page, 2);
    for (let index = 0; index < faq.length; index += 1) {
      await expect(question(page, index)).toHaveAttribute("aria-expanded", "false");
    }
  });

  test("arrow keys, Home and End move focus between questions", async ({ page }) => {
    const last = faq.length - 1;
    await question(page, 0).focus();
    await expect(question(page, 0)).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(question(page, 1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(question(page, 0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(question(page, last)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(question(page, 0)).toBeFocused();
    await page.keyboard.press("End");
    await expect(question(page, last)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(question(page, 0)).toBeFocused();

    // Moving focus opens nothing.
    for (let index = 0; index < faq.length; index += 1) await expectClosed(page, index);
  });

  test("Enter and Space toggle the focused question", async ({ page }) => {
    await question(page, 0).focus();
    await page.keyboard.press("Enter");
    await expectOpen(page, 0);
    await page.keyboard.press("Enter");
    await expectClosed(page, 0);

    await page.keyboard.press("ArrowDown");
    await expect(question(page, 1)).toBeFocused();
    await page.keyboard.press("Space");
    await expectOpen(page, 1);
    await page.keyboard.press("Space");
    await expectClosed(page, 1);
  });

  test("resource links open in a new tab with the content's addresses", async ({ page }) => {
    const main = page.getByRole("main");
    // The answers' sources open in a new tab too, but only once their answer is open.
    await expect(main.locator('a[target="_blank"]:visible')).toHaveCount(resources.length);
    for (const resource of resources) {
      const link = main.getByRole("link", { name: `${resource.title}${smartLink.newTab}`, exact: true });
      await expect(link).toHaveCount(1);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", resource.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAttribute("rel", /\bnoreferrer\b/);
      await expect(main.getByText(resource.description, { exact: true })).toBeVisible();
    }
  });

  test("an answer that states a rule shows its official sources and the day it was last reviewed", async ({ page }) => {
    const index = faq.findIndex((entry) => entry.sources && entry.sources.length > 0);
    const entry = faq[index];
    expect(entry.sources!.length).toBeGreaterThan(0);
    await question(page, index).click();
    const answer = page.getByRole("region", { name: entry.question, exact: true });
    await expect(answer.getByRole("heading", { name: "Official sources", level: 4 })).toBeVisible();
    for (const source of entry.sources!) {
      await expect(answer.getByRole("link", { name: linkNamed(source.title) })).toHaveAttribute("href", source.url);
    }
    // YAML reads an unquoted date as a date.
    const reviewed = new Date(entry.reviewed!).toISOString().slice(0, 10);
    await expect(answer).toContainText(`Last reviewed ${formatDate(reviewed, wordsIn("en", dates))}.`);
  });

  test("'Contact Us Directly' leads to the contact page", async ({ page }) => {
    const main = page.getByRole("main");
    const link = main.getByRole("link", { name: "Contact Us Directly", exact: true });
    await expect(link).toHaveAttribute("href", "/contact/");
    await link.click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(main.getByRole("button", { name: "Send Message" })).toBeVisible();
  });
});
