import { test, expect } from "./fixtures";
import { about, firm, home, services, testimonials } from "./content";

/** The digits of the firm's phone number as written for people: "(212) 555-0100" → "2125550100". */
const phoneDigits = firm.phone.replace(/\D/g, "");

test.describe("Home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("hero shows the title as the page's h1 and the subtitle", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
    await expect(main.getByText(home.hero.subtitle, { exact: true })).toBeVisible();
  });

  test("hero links: the call to action to /contact and 'Learn More' to /services", async ({ page }) => {
    const main = page.getByRole("main");
    // The hero's is the first of the two calls to action (the other closes the page).
    const getStarted = main.getByRole("link", { name: "Get Started Today", exact: true });
    await expect(getStarted).toHaveCount(2);
    await expect(getStarted.first()).toHaveAttribute("href", "/contact/");
    // 'Learn More' is what a visitor sees; the rest of the name ("about our services") is for screen readers.
    const learnMore = main.getByRole("link", { name: "Learn More about our services", exact: true });
    await expect(learnMore).toHaveAttribute("href", "/services/");
    expect(await learnMore.evaluate((link) => link.firstChild?.textContent)).toBe("Learn More");
  });

  test("the hero's call to action navigates to the contact page", async ({ page }) => {
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Get Started Today", exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(main.getByRole("button", { name: "Send Message" })).toBeVisible();
  });

  test("hero 'Learn More' navigates to the services page", async ({ page }) => {
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Learn More about our services", exact: true }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(main.getByRole("article", { name: services[0].title, exact: true })).toBeVisible();
  });

  test("Why Choose section lists its points, in content order", async ({ page }) => {
    const section = page.getByRole("main").getByRole("region", { name: home.whyChoose.title, exact: true });
    await expect(section).toBeVisible();
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(home.whyChoose.points.map((p) => p.title));
    for (const point of home.whyChoose.points) {
      await expect(section.getByText(point.text, { exact: true })).toBeVisible();
    }
  });

  test("Our Services shows a card for each service", async ({ page }) => {
    const section = page.getByRole("main").getByRole("region", { name: home.services.title, exact: true });
    await expect(section).toBeVisible();
    await expect(section.getByRole("article")).toHaveCount(services.length);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(services.map((s) => s.title));
    for (const service of services) {
      await expect(section.getByRole("heading", { name: service.title, exact: true })).toBeVisible();
    }
  });

  test("shows every testimonial with quote and author", async ({ page }) => {
    const section = page.getByRole("main").getByRole("region", { name: home.testimonials.title, exact: true });
    await expect(section.getByRole("figure")).toHaveCount(testimonials.length);
    for (const testimonial of testimonials) {
      const card = section.getByRole("figure").filter({ has: page.getByText(testimonial.author, { exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(testimonial.quote, { exact: true })).toBeVisible();
      await expect(card.getByText(testimonial.author, { exact: true })).toBeVisible();
    }
  });

  test("testimonials link leads to the testimonials section of the About page", async ({ page }) => {
    const main = page.getByRole("main");
    const link = main.getByRole("region", { name: home.testimonials.title, exact: true }).getByRole("link", { name: home.testimonials.linkLabel });
    await expect(link).toHaveAttribute("href", "/about/#testimonials");

    await link.click();
    await expect(page).toHaveURL(/\/about\/#testimonials$/);
    // Wait for the About page itself (the home page fades out first).
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(about.intro.title);
    const section = main.getByRole("region", { name: about.testimonials.title, exact: true });
    await expect(section).toHaveAttribute("id", "testimonials");
    await expect(section).toBeInViewport();
  });

  test("call to action links to contact, services and the toll-free phone", async ({ page }) => {
    const cta = page.getByRole("main").getByRole("region", { name: home.cta.title, exact: true });
    await expect(cta).toBeVisible();
    await expect(cta.getByRole("link", { name: "Get Started Today", exact: true })).toHaveAttribute("href", "/contact/");
    await expect(cta.getByRole("link", { name: "Explore Services", exact: true })).toHaveAttribute("href", "/services/");
    const phone = cta.getByRole("link", { name: firm.phone });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveText(firm.phone);
    await expect(phone).toHaveAttribute("href", new RegExp(`^tel:\\+?1?${phoneDigits}$`));
  });

  test("call to action 'Explore Services' navigates to the services page", async ({ page }) => {
    const main = page.getByRole("main");
    await main.getByRole("region", { name: home.cta.title, exact: true }).getByRole("link", { name: "Explore Services" }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(main.getByRole("article", { name: services[0].title, exact: true })).toBeVisible();
  });
});
