import { test, expect } from "./fixtures";
import { services } from "./content";

/** The contact route with a service chosen, as the spec writes it, percent-encoded as a link carries it. */
function contactHref(service: string): string {
  return `/contact/?service=${encodeURIComponent(service)}`;
}

test.describe("Services page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/services/");
  });

  test("shows one article per service, in content order", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("article")).toHaveCount(services.length);
    await expect(main.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(services.map((service) => service.title));
  });

  for (const service of services) {
    test(`${service.title}: heading, description, key features and inquire link`, async ({ page }) => {
      const article = page.getByRole("main").getByRole("article", { name: service.title, exact: true });
      await expect(article).toBeVisible();
      await expect(article.getByRole("heading", { level: 2, name: service.title, exact: true })).toBeVisible();
      await expect(article.getByText(service.description, { exact: true })).toBeVisible();

      const features = article.getByRole("list").getByRole("listitem");
      await expect(features).toHaveText(service.features);
      for (const feature of service.features) {
        await expect(article.getByText(feature, { exact: true })).toBeVisible();
      }

      const inquire = article.getByRole("link", { name: `Inquire about ${service.title}`, exact: true });
      await expect(inquire).toBeVisible();
      await expect(inquire).toHaveAttribute("href", contactHref(service.title));
      // The href carries no raw spaces: the title is percent-encoded.
      expect(await inquire.getAttribute("href")).not.toContain(" ");
    });
  }

  test("'Get a Custom Quote' links to the contact form with Custom Quote Request", async ({ page }) => {
    const link = page.getByRole("main").getByRole("link", { name: "Get a Custom Quote", exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/contact/?service=Custom%20Quote%20Request");
  });

  test("an Inquire link navigates to the contact page with the service in the address", async ({ page }) => {
    const main = page.getByRole("main");
    const service = services[1];
    await main.getByRole("link", { name: `Inquire about ${service.title}`, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/contact/" && url.searchParams.get("service") === service.title);
    await expect(main.getByRole("button", { name: "Send Message" })).toBeVisible();
  });
});
