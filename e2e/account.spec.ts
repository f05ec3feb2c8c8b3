import { test, expect } from "./fixtures";
import { accountFormsShown, ACCOUNT_FORMS_HIDDEN, firm, variantFirm } from "./content";
import { ENDPOINT_SITE_PORT } from "../playwright.config";
import { pathIn } from "../src/lib/localPaths";
import { portal } from "../src/words/en/account/portal";
import { portal as spanishPortal } from "../src/words/es/account/portal";

test.describe("Login page", () => {
  test.skip(!accountFormsShown, ACCOUNT_FORMS_HIDDEN);
  test.beforeEach(async ({ page }) => {
    await page.goto("/login/");
  });

  test("has required Email and Password fields of the right types", async ({ page }) => {
    const main = page.getByRole("main");
    const email = main.getByLabel("Email", { exact: true });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("autocomplete", "email");
    await expect(email).toHaveAttribute("required", "");

    const password = main.getByLabel("Password", { exact: true });
    await expect(password).toBeVisible();
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("autocomplete", "current-password");
    await expect(password).toHaveAttribute("required", "");

    const submit = main.getByRole("button", { name: "Log In", exact: true });
    await expect(submit).toBeVisible();
    await expect(submit).toHaveAttribute("type", "submit");
  });

  test("links to forgot password and sign up", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Forgot password?", exact: true })).toHaveAttribute("href", "/forgot-password/");
    await expect(main.getByRole("link", { name: "Sign up", exact: true })).toHaveAttribute("href", "/signup/");
  });

  test("'Forgot password?' navigates to the forgot-password screen", async ({ page }) => {
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Forgot password?", exact: true }).click();
    await expect(page).toHaveURL(/\/forgot-password\/$/);
    await expect(main.getByRole("button", { name: "Send Reset Link", exact: true })).toBeVisible();
  });

  test("an empty form is not accepted", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByLabel("Email", { exact: true })).toHaveJSProperty("validity.valueMissing", true);
    await expect(main.getByLabel("Password", { exact: true })).toHaveJSProperty("validity.valueMissing", true);
  });
});

test.describe("Signup page", () => {
  test.skip(!accountFormsShown, ACCOUNT_FORMS_HIDDEN);
  test.beforeEach(async ({ page }) => {
    await page.goto("/signup/");
  });

  test("has the five required fields with the right types", async ({ page }) => {
    const main = page.getByRole("main");
    const name = main.getByLabel("Full name", { exact: true });
    await expect(name).toBeVisible();
    await expect(name).toHaveAttribute("required", "");

    const email = main.getByLabel("Email", { exact: true });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");

    const mobile = main.getByLabel("Mobile number", { exact: true });
    await expect(mobile).toHaveAttribute("type", "tel");
    await expect(mobile).toHaveAttribute("required", "");
    // No format check on the phone number.
    await expect(mobile).not.toHaveAttribute("pattern");

    for (const label of ["Password", "Confirm password"]) {
      const field = main.getByLabel(label, { exact: true });
      await expect(field).toBeVisible();
      await expect(field).toHaveAttribute("type", "password");
      await expect(field).toHaveAttribute("autocomplete", "new-password");
      await expect(field).toHaveAttribute("minlength", "8");
      await expect(field).toHaveAttribute("required", "");
    }

    const submit = main.getByRole("button", { name: "Create Account", exact: true });
    await expect(submit).toBeVisible();
    await expect(submit).toHaveAttribute("type", "submit");
  });

  test("a password shorter than 8 characters is not accepted", async ({ page }) => {
    const password = page.getByRole("main").getByLabel("Password", { exact: true });
    await password.fill("short7!");
    await expect(password).toHaveJSProperty("validity.tooShort", true);
    await password.fill("long-enough");
    await expect(password).toHaveJSProperty("validity.valid", true);
  });

  test("'Log in' links to /login", async ({ page }) => {
    const main = page.getByRole("main");
    const link = main.getByRole("link", { name: "Log in", exact: true });
    await expect(link).toHaveAttribute("href", "/login/");
    await link.click();
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(main.getByRole("button", { name: "Log In", exact: true })).toBeVisible();
  });
});

test.describe("Forgot password page", () => {
  test.skip(!accountFormsShown, ACCOUNT_FORMS_HIDDEN);
  test.beforeEach(async ({ page }) => {
    await page.goto("/forgot-password/");
  });

  test("has a required Email field and the Send Reset Link button", async ({ page }) => {
    const main = page.getByRole("main");
    const email = main.getByLabel("Email", { exact: true });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    const submit = main.getByRole("button", { name: "Send Reset Link", exact: true });
    await expect(submit).toBeVisible();
    await expect(submit).toHaveAttribute("type", "submit");
  });

  test("'Back to Login' leads to /login", async ({ page }) => {
    const main = page.getByRole("main");
    const link = main.getByRole("link", { name: "Back to Login", exact: true });
    await expect(link).toHaveAttribute("href", "/login/");
    await link.click();
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(main.getByRole("button", { name: "Log In", exact: true })).toBeVisible();
  });
});

/*
 * Where the firm's details name a client portal, the account pages lead to it and show no form with no account
 * behind it. Seen on the site whose content names one: the published site if it does, else the tests' second site
 * (scripts/variant-content.ts sets a portal where the published content has none, and none where it has one).
 */
test.describe("with a client portal", () => {
  const [origin, portalUrl] = accountFormsShown ? [`http://localhost:${ENDPOINT_SITE_PORT}`, variantFirm().portalUrl] : ["", firm.portalUrl];
  const words = { en: portal, es: spanishPortal };
  for (const language of ["en", "es"] as const) {
    test(`(${language}) login, signup and forgot password lead to the portal, with no form`, async ({ page }) => {
      expect(portalUrl, "one of the two sites names a portal").toBeTruthy();
      const text = words[language];
      for (const [path, screen] of [
        ["/login/", "login"],
        ["/signup/", "signup"],
        ["/forgot-password/", "forgotPassword"],
      ] as const) {
        await page.goto(`${origin}${pathIn(language, path)}`);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(text[screen].heading);
        await expect(main.getByRole("link", { name: text.open })).toHaveAttribute("href", portalUrl!);
        await expect(main.getByRole("textbox")).toHaveCount(0);
        await expect(main.getByRole("button")).toHaveCount(0);
      }
    });
  }
});
