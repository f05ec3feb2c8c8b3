import { test, expect } from "./fixtures";
import type { Page, Route } from "@playwright/test";
import { services } from "./content";
import { notice } from "./notices";
import { ENDPOINT_SITE_PORT } from "./playwright.config";

/*
 * The site built with GATSBY_INQUIRY_ENDPOINT (scripts/build-e2e-sites.mjs), served on its own port.
 * Playwright's request routing stands in for the endpoint: nothing leaves the machine.
 */
const SITE = `http://localhost:${ENDPOINT_SITE_PORT}`;
const ENDPOINT = "https://inquiries.example.com/f/tallyfield";

const form = (page: Page) => page.getByRole("main").getByRole("form", { name: "Send us a message" });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

const inquiry = { name: "Lee Chen", email: "lee@example.org", service: services[1].title, message: "Our S corp return." };

async function send(page: Page) {
  await field(page, "Full name").fill(inquiry.name);
  await field(page, "Email").fill(inquiry.email);
  await field(page, "Service").selectOption(inquiry.service);
  await field(page, "Message").fill(inquiry.message);
  await form(page).getByRole("button", { name: "Send Message" }).click();
}

async function expectEverythingKept(page: Page) {
  await expect(field(page, "Full name")).toHaveValue(inquiry.name);
  await expect(field(page, "Email")).toHaveValue(inquiry.email);
  await expect(field(page, "Service")).toHaveValue(inquiry.service);
  await expect(field(page, "Message")).toHaveValue(inquiry.message);
}

async function expectFailureNotice(page: Page) {
  const failure = notice(page, "Uh oh! Something went wrong.");
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("There was a problem sending your message. Please try again.");
  await expect(failure).toHaveAttribute("role", "alert");
  await expect(failure).toHaveClass(/Toastify__toast--error/);
}

test.describe("inquiries sent to the endpoint", () => {
  // The failures these tests stand in for are reported by the browser itself.
  test.use({ expectedConsoleErrors: /status of 500|ERR_INTERNET_DISCONNECTED/ });
  test("a 2xx answer thanks the visitor and clears the form", async ({ page }) => {
    const received: { body: unknown; accept: string | undefined; type: string | undefined }[] = [];
    await page.route(ENDPOINT, async (route: Route) => {
      const request = route.request();
      received.push({
        body: request.postDataJSON(),
        accept: request.headers()["accept"],
        type: request.headers()["content-type"],
      });
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        headers: { "Access-Control-Allow-Origin": "*" },
        body: '{"ok":true}',
      });
    });
    await page.goto(`${SITE}/contact`);
    await send(page);
    await expect(notice(page, "Message Sent!")).toBeVisible();
    expect(received).toHaveLength(1);
    expect(received[0].body).toEqual({ ...inquiry, language: "en" });
    expect(received[0].accept).toBe("application/json");
    expect(received[0].type).toBe("application/json");
    await expect(field(page, "Full name")).toHaveValue("");
  });

  test("an inquiry sent from a Spanish page says so, and names the service by its English title", async ({ page }) => {
    const received: unknown[] = [];
    await page.route(ENDPOINT, async (route: Route) => {
      received.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, contentType: "application/json", headers: { "Access-Control-Allow-Origin": "*" }, body: "{}" });
    });
    await page.goto(`${SITE}/es/contacto/?service=${encodeURIComponent(inquiry.service)}`);
    const spanishForm = page.getByRole("main").getByRole("form", { name: "Envíenos un mensaje" });
    await spanishForm.getByLabel("Nombre completo", { exact: true }).fill(inquiry.name);
    await spanishForm.getByLabel("Correo electrónico", { exact: true }).fill(inquiry.email);
    await spanishForm.getByLabel("Mensaje", { exact: true }).fill(inquiry.message);
    await spanishForm.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(notice(page, "¡Mensaje enviado!")).toBeVisible();
    expect(received).toEqual([{ ...inquiry, language: "es" }]);
  });

  test("an error answer shows the failure and keeps every field", async ({ page }) => {
    await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, headers: { "Access-Control-Allow-Origin": "*" }, body: "no" }));
    await page.goto(`${SITE}/contact`);
    await send(page);
    await expectFailureNotice(page);
    await expectEverythingKept(page);
    await expect(form(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("a network error shows the failure and keeps every field", async ({ page }) => {
    await page.route(ENDPOINT, (route) => route.abort("internetdisconnected"));
    await page.goto(`${SITE}/contact`);
    await send(page);
    await expectFailureNotice(page);
    await expectEverythingKept(page);
  });

  test("no answer within 10 s shows the failure and keeps every field", async ({ page }) => {
    await page.clock.install();
    let requests = 0;
    await page.route(ENDPOINT, () => {
      requests += 1; // never answered
    });
    await page.goto(`${SITE}/contact`);
    await send(page);
    await expect.poll(() => requests).toBe(1);
    await page.clock.runFor(9_000);
    await expect(form(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
    await page.clock.runFor(1_100);
    await expectFailureNotice(page);
    await expectEverythingKept(page);
  });

  test("a bot's inquiry never reaches the endpoint", async ({ page }) => {
    let requests = 0;
    await page.route(ENDPOINT, (route) => {
      requests += 1;
      return route.fulfill({ status: 200, headers: { "Access-Control-Allow-Origin": "*" }, body: "{}" });
    });
    await page.goto(`${SITE}/contact`);
    await page.locator('input[name="website"]').fill("bot", { force: true });
    await send(page);
    await expect(notice(page, "Message Sent!")).toBeVisible();
    expect(requests).toBe(0);
  });
});
