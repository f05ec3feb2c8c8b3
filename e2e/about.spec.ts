import { test, expect } from "./fixtures";
import { type Page } from "@playwright/test";
import { about, firm, spanishAbout, testimonials } from "./content";

function statsRegion(page: Page) {
  return page.getByRole("main").getByRole("region", { name: about.stats.title, exact: true });
}

test.describe("About page", () => {
  test("tells the founding story under its heading", async ({ page }) => {
    await page.goto("/about/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: about.story.title, exact: true })).toBeVisible();
    const story = main.getByRole("region", { name: about.story.title, exact: true });
    expect(about.story.paragraphs.length).toBeGreaterThan(0);
    for (const paragraph of about.story.paragraphs) {
      await expect(story.getByText(paragraph, { exact: true })).toBeVisible();
    }
  });

  test("shows the core values, in content order", async ({ page }) => {
    await page.goto("/about/");
    const values = page.getByRole("main").getByRole("region", { name: about.values.title, exact: true });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(about.values.items.map((item) => item.title));
  });

  test("lists the licenses and registrations in words, each with what it means and where to verify it", async ({ page }) => {
    await page.goto("/about/");
    const region = page.getByRole("main").getByRole("region", { name: about.credentials.title, exact: true });
    await expect(region.getByText(about.credentials.text, { exact: true })).toBeVisible();
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(about.credentials.items.map((item) => item.title));
    for (const credential of about.credentials.items) {
      const item = region.getByRole("listitem").filter({ has: page.getByRole("heading", { name: credential.title, exact: true }) });
      await expect(item.getByText(credential.meaning, { exact: true })).toBeVisible();
      const verify = item.getByRole("link");
      if (credential.verifyUrl) {
        await expect(verify).toHaveAccessibleName(`Check it yourself (${credential.title}) (opens in a new tab)`);
        await expect(verify).toHaveAttribute("href", credential.verifyUrl);
      } else {
        await expect(verify).toHaveCount(0);
      }
    }
    // Credentials in words, with no logo or image at all (the one drawing allowed is the new-tab icon inside a link,
    // hidden from screen readers).
    await expect(region.locator("img, picture, svg:not(a svg)")).toHaveCount(0);
    await expect(region.locator("a svg:not([aria-hidden='true'])")).toHaveCount(0);
  });

  test("in Spanish, the verification link says the page it opens is in English", async ({ page }) => {
    test.skip(!about.credentials.items.some((item) => item.verifyUrl), "no credential of the content has an address to verify it");
    await page.goto("/es/nosotros/");
    const region = page.getByRole("main").getByRole("region", { name: spanishAbout.credentials.title, exact: true });
    const verify = region.getByRole("link", { name: /^Verifíquelo usted mismo/ });
    await expect(verify).toHaveCount(1);
    await expect(verify).toContainText("(en inglés)");
    await expect(verify).toHaveAttribute("href", about.credentials.items.find((item) => item.verifyUrl)!.verifyUrl!);
  });

  test("years in operation is the current year minus the founding year, with +", async ({ page }) => {
    await page.goto("/about/");
    const years = statsRegion(page)
      .getByRole("listitem")
      .filter({ has: page.getByText(about.stats.yearsLabel, { exact: true }) });
    await expect(years).toHaveCount(1);
    await expect(years.getByText(`${new Date().getFullYear() - firm.foundedYear}+`, { exact: true })).toBeVisible();
  });

  test("years in operation is counted in the browser on the day the page is read", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-06-01"));
    await page.goto("/about/");
    const years = statsRegion(page)
      .getByRole("listitem")
      .filter({ has: page.getByText(about.stats.yearsLabel, { exact: true }) });
    const expected = `${2031 - firm.foundedYear}+`;
    expect(expected).toBe("16+");
    await expect(years.getByText(expected, { exact: true })).toBeVisible();
    await expect(years.getByText(about.stats.yearsLabel, { exact: true })).toBeVisible();
  });

  test("shows every claim with its value and label", async ({ page }) => {
    await page.goto("/about/");
    const stats = statsRegion(page);
    await expect(stats.getByRole("listitem")).toHaveCount(firm.claims.length + 1);
    for (const claim of firm.claims) {
      const item = stats.getByRole("listitem").filter({ has: page.getByText(claim.label, { exact: true }) });
      await expect(item).toHaveCount(1);
      await expect(item.getByText(claim.value, { exact: true })).toBeVisible();
      await expect(item.getByText(claim.label, { exact: true })).toBeVisible();
    }
  });

  test("the testimonials section has the anchor id 'testimonials' and all testimonials", async ({ page }) => {
    await page.goto("/about/");
    const section = page.getByRole("main").getByRole("region", { name: about.testimonials.title, exact: true });
    await expect(section).toHaveAttribute("id", "testimonials");
    await expect(section.getByRole("figure")).toHaveCount(testimonials.length);
    for (const testimonial of testimonials) {
      const card = section.getByRole("figure").filter({ has: page.getByText(testimonial.author, { exact: true }) });
      await expect(card.getByText(testimonial.quote, { exact: true })).toBeVisible();
    }
  });

  test("opening /about#testimonials shows the testimonials section", async ({ page }) => {
    await page.goto("/about/#testimonials");
    await expect(page.getByRole("main").getByRole("region", { name: about.testimonials.title, exact: true })).toBeInViewport();
  });

  test("shows the team's heading and text", async ({ page }) => {
    await page.goto("/about/");
    const team = page.getByRole("main").getByRole("region", { name: about.team.title, exact: true });
    await expect(team.getByRole("heading", { level: 2 })).toHaveText(about.team.title);
    await expect(team.getByText(about.team.text, { exact: true })).toBeVisible();
  });
});
