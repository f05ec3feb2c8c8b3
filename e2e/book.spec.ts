import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import {
  booking,
  firm,
  navigation,
  paidConsultation as consultation,
  pricing,
  shownPrice,
  spanishBooking,
  spanishPricing,
  variantFirm,
} from "./content";
import { ENDPOINT_SITE_PORT } from "./playwright.config";
import { sitePath, telHref } from "../src/lib/links";
import { bookingTarget } from "../src/lib/booking";
import { pathIn } from "../src/lib/localPaths";
import type { Language } from "../src/lib/languages";

const main = (page: Page) => page.getByRole("main");
const plan = pricing.flatMap((section) => section.plans).find((entry) => entry.id === booking.paid.service)!;
const spanishPlan = spanishPricing.flatMap((section) => section.plans).find((entry) => entry.id === booking.paid.service)!;
/** The contact form's address with the consultation chosen, as the page's address bar shows it. */
const consultationInquiry = (language: Language) => new RegExp(`${pathIn(language, "/contact")}\\?service=${consultation.id}$`);

test.describe("Book a consultation", () => {
  test("names the paid consultation of the services and pricing content", () => {
    expect(consultation.id).toBe(booking.paid.service);
    expect(plan.id).toBe(booking.paid.service);
  });

  test("says what the free call covers, what it does not, and what to have ready", async ({ page }) => {
    await page.goto("/book/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(booking.intro.title);
    for (const points of [booking.covers, booking.notCovered, booking.prepare]) {
      const region = main(page).getByRole("region", { name: points.title, exact: true });
      await expect(region.getByRole("listitem")).toHaveText(points.items);
    }
  });

  // The published site and the tests' second site, whose scheduling page is the other way round: one of them has
  // the firm's own scheduling page, the other none.
  for (const [site, origin, firmOf] of [
    ["the published content", "", () => firm],
    ["the second site's content", `http://localhost:${ENDPOINT_SITE_PORT}`, variantFirm],
  ] as const) {
    const tag = origin ? ["@second-site"] : [];
    test(`the button books the call, with the phone and the form as alternatives (${site})`, { tag }, async ({ page }) => {
      const { schedulerUrl } = firmOf();
      await page.goto(`${origin}/book/`);
      const schedule = main(page).getByRole("region", { name: booking.schedule.title, exact: true });
      await expect(schedule.getByText(booking.schedule.text, { exact: true })).toBeVisible();
      await expect(schedule.getByText(booking.schedule.alternatives, { exact: true })).toBeVisible();
      await expect(schedule.getByRole("link", { name: `Call ${firm.phone}` })).toHaveAttribute("href", telHref(firm.phone));
      await expect(schedule.getByRole("link", { name: "Send us a message" })).toHaveAttribute("href", "/contact/");
      if (schedulerUrl) {
        // The firm's own scheduling page, in a new tab; the page loads nothing of it.
        const button = schedule.getByRole("link", { name: `${booking.schedule.button} (opens in a new tab)`, exact: true });
        await expect(button).toHaveAttribute("href", schedulerUrl);
        await expect(button).toHaveAttribute("target", "_blank");
        await expect(button).toHaveAttribute("rel", /noopener/);
      } else {
        const button = schedule.getByRole("link", { name: booking.schedule.button, exact: true });
        await expect(button).toHaveAttribute("href", sitePath(bookingTarget(undefined, consultation.id)));
        await button.click();
        await expect(page).toHaveURL(consultationInquiry("en"));
        await expect(main(page).getByLabel("Service", { exact: true })).toHaveValue(consultation.title);
      }
    });
  }

  test("one of the two sites has a scheduling page and the other none", { tag: "@second-site" }, () => {
    expect(Boolean(firm.schedulerUrl)).not.toBe(Boolean(variantFirm().schedulerUrl));
  });

  test("the paid consultation is the pricing content's plan, with its price and a link to it", async ({ page }) => {
    await page.goto("/book/");
    const paid = main(page).getByRole("region", { name: booking.paid.title, exact: true });
    await expect(paid.getByText(booking.paid.text, { exact: true })).toBeVisible();
    await expect(paid.getByText(`${plan.title}: ${shownPrice(plan.price)}`, { exact: true })).toBeVisible();
    await expect(paid.getByRole("link", { name: "See it on our pricing page" })).toHaveAttribute("href", `/pricing/#plan-${plan.id}`);
  });

  test("in Spanish, at its own address, the button leads to the Spanish contact form with the consultation chosen", async ({ page }) => {
    await page.goto("/es/reservar/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanishBooking.intro.title);
    for (const points of [spanishBooking.covers, spanishBooking.notCovered, spanishBooking.prepare]) {
      await expect(main(page).getByRole("region", { name: points.title, exact: true }).getByRole("listitem")).toHaveText(points.items);
    }
    const schedule = main(page).getByRole("region", { name: spanishBooking.schedule.title, exact: true });
    await expect(schedule.getByRole("link", { name: `Llame al ${firm.phone}` })).toHaveAttribute("href", telHref(firm.phone));
    await expect(schedule.getByRole("link", { name: "Envíenos un mensaje" })).toHaveAttribute("href", "/es/contacto/");
    const paid = main(page).getByRole("region", { name: spanishBooking.paid.title, exact: true });
    await expect(paid.getByText(`${spanishPlan.title}: ${shownPrice(plan.price, "es")}`, { exact: true })).toBeVisible();
    await expect(paid.getByRole("link", { name: "Véala en nuestra página de precios" })).toHaveAttribute("href", `/es/precios/#plan-${plan.id}`);
    test.skip(Boolean(firm.schedulerUrl), "the content sets a scheduling page");
    const button = schedule.getByRole("link", { name: spanishBooking.schedule.button, exact: true });
    await expect(button).toHaveAttribute("href", pathIn("es", bookingTarget(undefined, consultation.id)));
    await button.click();
    await expect(page).toHaveURL(consultationInquiry("es"));
    await expect(main(page).getByLabel("Servicio", { exact: true })).toHaveValue(consultation.title);
  });

  test("the header's call to action leads to it", async ({ page }, testInfo) => {
    test.skip(sitePath(navigation.action.url) !== "/book/", "the header's call to action leads elsewhere (content/navigation/)");
    await page.goto("/");
    if (testInfo.project.name === "mobile") await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: navigation.action.label, exact: true }).click();
    await expect(page).toHaveURL(/\/book\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(booking.intro.title);
  });

  for (const route of ["/services/", "/pricing/", "/contact/", "/es/servicios/", "/es/precios/", "/es/contacto/"]) {
    test(`${route} links to it`, async ({ page }) => {
      await page.goto(route);
      const spanish = route.startsWith("/es/");
      const link = main(page).getByRole("link", { name: spanish ? "Reserve una llamada gratuita" : "Book a free call", exact: true });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", spanish ? "/es/reservar/" : "/book/");
    });
  }
});
