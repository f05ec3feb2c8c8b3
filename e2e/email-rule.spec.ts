import { test, expect } from "./fixtures";

/*
 * The forms accept an e-mail address exactly when the browser's own `type="email"` check does: each
 * address is typed into the field, and our verdict (an error or none) is compared with the browser's.
 */
const addresses = [
  "name@example.com",
  "first.last+tag@sub.example.co",
  "a@b",
  "a..b@example.com",
  ".leading@example.com",
  "  padded@example.com  ",
  "name@",
  "@example.com",
  "name@-example.com",
  "name@example-.com",
  "name@exa_mple.com",
  "name@example..com",
  "two words@example.com",
  '"quoted"@example.com',
  "name@[127.0.0.1]",
  "ñame@example.com",
  "name@bücher.de",
  "a@b@c.com",
];

test("the contact form's e-mail rule is the browser's", async ({ page }) => {
  await page.goto("/forgot-password/");
  const email = page.getByRole("main").getByLabel("Email", { exact: true });
  const message = "Please enter a valid email address, like name@example.com.";
  for (const address of addresses) {
    await email.fill(address);
    await email.blur();
    const browserAccepts = await email.evaluate((input: HTMLInputElement) => input.checkValidity());
    if (browserAccepts) {
      await expect(email, address).not.toHaveAttribute("aria-invalid", "true");
    } else {
      await expect(email, address).toHaveAccessibleDescription(message);
    }
  }
});
