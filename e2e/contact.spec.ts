import { formatOpeningTimes } from "../src/lib/hours";
import { hours as enHours } from "../src/words/en/common/hours";
import { test, expect } from "./fixtures";
import { type Page } from "@playwright/test";
import { firm, services } from "./content";

const phoneDigits = firm.phone.replace(/\D/g, "");

function inquiryForm(page: Page) {
  return page.getByRole("main").getByRole("form", { name: "Send us a message" });
}

test.describe("Contact page", () => {
  test("shows the toll-free phone as a tel: link and the e-mail as a mailto: link", async ({ page }) => {
    await page.goto("/contact/");
    const main = page.getByRole("main");
    const phone = main.getByRole("link", { name: firm.phone, exact: true });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute("href", new RegExp(`^tel:\\+?1?${phoneDigits}$`));
    const email = main.getByRole("link", { name: firm.email, exact: true });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute("href", `mailto:${firm.email}`);
  });

  test("shows the office address, line by line", async ({ page }) => {
    await page.goto("/contact/");
    const { street, locality, region, postalCode } = firm.address;
    const address = page.getByRole("main").getByText(street);
    await expect(address).toBeVisible();
    const lines = (await address.innerText())
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines).toEqual([firm.legalName, street, `${locality}, ${region} ${postalCode}`]);
  });

  test("business hours table has a row for each day of the content, with its hours as 12-hour times, or Closed", async ({ page }) => {
    await page.goto("/contact/");
    const table = page.getByRole("main").getByRole("table");
    await expect(table).toBeVisible();
    const expected = firm.hours.days.map((day) => [day.label, formatOpeningTimes(day, enHours)]);
    // The mechanism, on values of its own: 24-hour times shown in 12 hours, a note in brackets, a closed day.
    expect(formatOpeningTimes({ label: "A day", opens: "09:30", closes: "17:00", note: "by appointment" }, enHours)).toBe(
      "9:30 AM-5:00 PM (by appointment)",
    );
    expect(formatOpeningTimes({ label: "A day", closed: true }, enHours)).toBe("Closed");
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(expected.length);
    for (const [index, [day, times]] of expected.entries()) {
      await expect(rows.nth(index).getByRole("rowheader")).toHaveText(day);
      await expect(rows.nth(index).getByRole("cell")).toHaveText(times);
    }
  });

  test("the interactive map loads only when asked for", async ({ page }) => {
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      if (/openstreetmap/i.test(request.url())) mapRequests.push(request.url());
    });
    // Nothing leaves the machine: the map service is answered locally.
    await page.route("**/*openstreetmap*/**", (route) => route.fulfill({ body: "<html><body>map</body></html>", contentType: "text/html" }));

    await page.goto("/contact/", { waitUntil: "load" });
    const main = page.getByRole("main");
    const button = main.getByRole("button", { name: "Show interactive map" });
    await expect(button).toBeVisible();
    // Once the page is loaded and live, still no map frame and no call to the map service.
    await expect(main.locator("iframe")).toHaveCount(0);
    expect(page.frames()).toHaveLength(1);
    expect(mapRequests).toEqual([]);

    await button.click();
    const map = main.locator('iframe[title*="Map"]');
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute("src", /^https:\/\/(www\.)?openstreetmap\.org\//);
    await expect(button).toHaveCount(0);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });

  test("form fields are labelled, typed and required", async ({ page }) => {
    await page.goto("/contact/");
    const form = inquiryForm(page);

    const name = form.getByLabel("Full name", { exact: true });
    await expect(name).toBeVisible();
    await expect(name).toHaveAttribute("autocomplete", "name");
    await expect(name).toHaveAttribute("required", "");

    const email = form.getByLabel("Email", { exact: true });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("autocomplete", "email");
    await expect(email).toHaveAttribute("required", "");

    const message = form.getByLabel("Message", { exact: true });
    await expect(message).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(message).toHaveAttribute("rows", "4");
    await expect(message).toHaveAttribute("required", "");

    await expect(form.getByRole("button", { name: "Send Message", exact: true })).toBeVisible();
    await expect(form.getByRole("button", { name: "Send Message", exact: true })).toHaveAttribute("type", "submit");
  });

  test("service select offers the placeholder, every service and Other Inquiry", async ({ page }) => {
    await page.goto("/contact/");
    const select = inquiryForm(page).getByLabel("Service", { exact: true });
    await expect(select).toHaveJSProperty("tagName", "SELECT");
    await expect(select).toHaveAttribute("required", "");
    await expect(select).toHaveValue("");
    await expect(select.getByRole("option")).toHaveText(["Select a service", ...services.map((service) => service.title), "Other Inquiry"]);
    await expect(select.getByRole("option", { name: "Select a service" })).toBeDisabled();
    await expect(select.getByRole("option", { name: "Other Inquiry" })).toBeEnabled();
    for (const service of services) {
      await expect(select.getByRole("option", { name: service.title, exact: true })).toBeEnabled();
    }
  });
});
