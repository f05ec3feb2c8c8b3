import { test, expect, waitForHydration } from "./fixtures";
import { expectNoViolations } from "./axe";
import type { Page } from "@playwright/test";
import { firm, services } from "./content";
import { notice, notices } from "./notices";

const form = (page: Page) => page.getByRole("main").getByRole("form", { name: "Send us a message" });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

async function fillInquiry(page: Page, values: { name?: string; email?: string; service?: string; message?: string } = {}) {
  await field(page, "Full name").fill(values.name ?? "Jordan Rivera");
  await field(page, "Email").fill(values.email ?? "jordan@example.org");
  await field(page, "Service").selectOption(values.service ?? services[0].title);
  await field(page, "Message").fill(values.message ?? "I need help with my 1040 this year.");
}

test.describe("contact form", () => {
  test("names every missing field next to it and moves focus to the first", async ({ page }) => {
    await page.goto("/contact/");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    const expected: [string, string][] = [
      ["Full name", "Please enter your name."],
      ["Email", "Please enter your email address."],
      ["Service", "Please choose a service."],
      ["Message", "Please enter a message."],
    ];
    for (const [label, message] of expected) {
      const input = field(page, label);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(message);
      await expect(form(page).getByText(message)).toBeVisible();
    }
    await expect(field(page, "Full name")).toBeFocused();
    await expect(notices(page)).toHaveCount(0);
  });

  test("keeps the browser's attributes on its fields", async ({ page }) => {
    await page.goto("/contact/");
    await expect(field(page, "Email")).toHaveAttribute("type", "email");
    await expect(field(page, "Email")).toHaveAttribute("autocomplete", "email");
    await expect(field(page, "Full name")).toHaveAttribute("autocomplete", "name");
    for (const label of ["Full name", "Email", "Service", "Message"]) {
      await expect(field(page, label)).toHaveAttribute("required", "");
    }
    await expect(form(page)).toHaveAttribute("novalidate", "");
    await expect(form(page)).toHaveAttribute("method", "post");
  });

  test("an invalid e-mail is named, and the message goes once it is corrected", async ({ page }) => {
    await page.goto("/contact/");
    await field(page, "Email").fill("jordan@");
    await field(page, "Email").blur();
    const message = "Please enter a valid email address, like name@example.com.";
    await expect(field(page, "Email")).toHaveAccessibleDescription(message);
    await field(page, "Email").fill("jordan@example.org");
    await field(page, "Email").blur();
    await expect(form(page).getByText(message)).toHaveCount(0);
    await expect(field(page, "Email")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("sends after 1.5 s, once, then thanks the visitor and clears the form", { tag: "@simulated-send" }, async ({ page }) => {
    const logs: string[] = [];
    page.on("console", (message) => logs.push(message.text()));
    await page.goto("/contact/");
    await fillInquiry(page);
    const button = form(page).getByRole("button", { name: "Send Message" });
    const started = Date.now();
    await button.click();
    const busy = form(page).getByRole("button", { name: "Sending..." });
    await expect(busy).toBeDisabled();
    await busy.click({ force: true }); // a second click while sending sends nothing
    await form(page).getByLabel("Message").press("Enter"); // nor does Enter
    const thanks = notice(page, "Message Sent!");
    await expect(thanks).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1450);
    await expect(thanks).toContainText("Thank you for reaching out. We'll get back to you soon.");
    await expect(thanks).toHaveAttribute("role", "status");
    await expect(form(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const label of ["Full name", "Email", "Message"]) await expect(field(page, label)).toHaveValue("");
    await expect(field(page, "Service")).toHaveValue("");
    expect(logs.filter((line) => line.includes("inquiry sent"))).toHaveLength(1);
  });

  test("a draft survives a reload and is gone after a successful send", async ({ page }) => {
    // Not the service fillInquiry chooses by default, so that the one restored is the draft's.
    const service = services[services.length - 1].title;
    await page.goto("/contact/");
    await fillInquiry(page, { service, message: "Monthly books for a small bakery." });
    await page.reload();
    await page.waitForFunction(() => document.querySelector("main") !== null);
    await expect(field(page, "Full name")).toHaveValue("Jordan Rivera");
    await expect(field(page, "Email")).toHaveValue("jordan@example.org");
    await expect(field(page, "Service")).toHaveValue(service);
    await expect(field(page, "Message")).toHaveValue("Monthly books for a small bakery.");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(notice(page, "Message Sent!")).toBeVisible();
    await page.reload();
    await expect(field(page, "Full name")).toHaveValue("");
    await expect(field(page, "Message")).toHaveValue("");
  });

  test("what the visitor types the moment the form answers is kept, and the draft put back around it", async ({ page }) => {
    // A tab of its own, whose session keeps the draft and whose every load types in the name as soon as it can.
    const tab = await page.context().newPage();
    try {
      await tab.goto("/contact/");
      await waitForHydration(tab);
      await fillInquiry(tab, { name: "", email: "", message: "Monthly books for a small bakery." });
      await tab.addInitScript(() => {
        // A key pressed the moment the field answers: as soon as its input listener is attached, once the page's
        // script has finished its task, before anything that waits for a frame has run.
        const typeName = (input: HTMLInputElement) =>
          queueMicrotask(() => {
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "Jordan Rivera");
            input.dispatchEvent(new Event("input", { bubbles: true }));
          });
        // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the element it was asked on.
        const addEventListener = EventTarget.prototype.addEventListener;
        let typed = false;
        EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget["addEventListener"]>) {
          addEventListener.apply(this, args);
          if (typed || args[0] !== "input" || !(this instanceof HTMLInputElement) || this.labels?.[0]?.textContent.trim() !== "Full name") return;
          typed = true;
          typeName(this);
        };
      });
      await tab.reload();
      await waitForHydration(tab);
      await expect(field(tab, "Message")).toHaveValue("Monthly books for a small bakery.");
      await expect(field(tab, "Full name")).toHaveValue("Jordan Rivera");
    } finally {
      await tab.close();
    }
  });

  test("is not sent before the page's script runs: its button waits, Enter sends nothing, and without the script a line says how else to reach us", async ({
    browser,
  }, testInfo) => {
    // Without the script, as on a slow connection before it has arrived: the host would answer a sent form with a blank page.
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: false });
    try {
      const tab = await context.newPage();
      await tab.goto("/contact/");
      await expect(form(tab).getByRole("button", { name: "Send Message" })).toBeDisabled();
      await field(tab, "Full name").fill("Jordan Rivera");
      await field(tab, "Full name").press("Enter");
      await expect(field(tab, "Full name")).toHaveValue("Jordan Rivera");
      expect(new URL(tab.url()).pathname).toBe("/contact/");
      // A browser that never runs the script cannot send the form: the line under the button says so. (Playwright's
      // role and text locators pass over what a <noscript> holds, which this browser, running no script, draws.)
      const withoutScript = form(tab).locator("noscript p");
      await expect(withoutScript).toBeVisible();
      await expect(withoutScript).toContainText("This form is sent by JavaScript, which your browser is not running.");
      await expect(withoutScript.locator("a", { hasText: firm.phone })).toHaveAttribute(
        "href",
        new RegExp(`^tel:\\+?1?${firm.phone.replace(/\D/g, "")}$`),
      );
      await expect(withoutScript.locator("a", { hasText: firm.email })).toHaveAttribute("href", `mailto:${firm.email}`);
    } finally {
      await context.close();
    }
  });

  test("says nothing of a missing script where the script runs", async ({ page }) => {
    await page.goto("/contact/");
    await waitForHydration(page);
    await expect(form(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
    // The text locator passes over a <noscript>: it would find the line only were it drawn outside one.
    await expect(form(page).getByText("This form is sent by JavaScript", { exact: false })).toBeHidden();
  });

  test("script and markup typed into the fields stay text", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto("/contact/");
    const markup = `<img src="x" onerror="alert(1)"><script>alert(2)</script>`;
    await fillInquiry(page, { name: markup, message: markup });
    await page.reload();
    await expect(field(page, "Message")).toHaveValue(markup);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(notice(page, "Message Sent!")).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test("axe finds nothing with the errors showing", async ({ page }) => {
    await page.goto("/contact/");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(field(page, "Full name")).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page);
  });

  test("a bot that fills the hidden field is thanked and nothing is sent", async ({ page }) => {
    const logs: string[] = [];
    page.on("console", (message) => logs.push(message.text()));
    await page.goto("/contact/");
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap.locator("xpath=..")).toHaveAttribute("aria-hidden", "true");
    await fillInquiry(page);
    await trap.fill("https://spam.example", { force: true });
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(notice(page, "Message Sent!")).toBeVisible();
    expect(logs.filter((line) => line.includes("inquiry sent"))).toHaveLength(0);
  });
});

test.describe("contact form and ?service=", () => {
  test("a listed service is chosen by its key", async ({ page }) => {
    const service = services[services.length - 1];
    await page.goto(`/contact?service=${service.id}`);
    await expect(field(page, "Service")).toHaveValue(service.title);
    await expect(field(page, "Message")).toHaveValue("");
  });

  test("a custom quote request chooses Other Inquiry and says so in the message", async ({ page }) => {
    await page.goto("/contact/?service=custom-quote");
    await expect(field(page, "Service")).toHaveValue("Other Inquiry");
    await expect(field(page, "Message")).toHaveValue(/^I would like to request a custom quote\.\n/);
  });

  test("anything else is ignored", async ({ page }) => {
    await page.goto("/contact/?service=Tax%20Evasion");
    await expect(field(page, "Service")).toHaveValue("");
    await expect(field(page, "Message")).toHaveValue("");
  });

  test("markup in the address stays inert", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const markup = `<img src=x onerror=alert(1)>`;
    await page.goto(`/contact/?service=${encodeURIComponent(markup)}`);
    await expect(field(page, "Service")).toHaveValue("");
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText("onerror");
    expect(dialogs).toBe(0);
  });

  test("the services' Inquire links arrive with their service chosen", async ({ page }) => {
    await page.goto("/services/");
    await page.getByRole("link", { name: `Inquire about ${services[3].title}`, exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/\?service=/);
    await expect(field(page, "Service")).toHaveValue(services[3].title);
  });
});
