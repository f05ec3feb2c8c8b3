import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { accountFormsShown, ACCOUNT_FORMS_HIDDEN, firm, home } from "./content";
import { notice, notices } from "./notices";

const main = (page: Page) => page.getByRole("main");
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });

async function fillSignup(page: Page, password: string, confirmPassword: string) {
  await field(page, "Full name").fill("Sam Okafor");
  await field(page, "Email").fill("sam@example.org");
  await field(page, "Mobile number").fill("not a number, and that is fine");
  await field(page, "Password").fill(password);
  await field(page, "Confirm password").fill(confirmPassword);
}

test.describe("login", () => {
  test.skip(!accountFormsShown, ACCOUNT_FORMS_HIDDEN);
  test("requires both fields", async ({ page }) => {
    await page.goto("/login/");
    await main(page).getByRole("button", { name: "Log In" }).click();
    await expect(field(page, "Email")).toHaveAccessibleDescription("Please enter your email address.");
    await expect(field(page, "Password")).toHaveAccessibleDescription("Please enter your password.");
    await expect(field(page, "Email")).toBeFocused();
  });

  test("logs in after 1.5 s, welcomes the visitor by the brand, and goes home", async ({ page }) => {
    await page.goto("/login/");
    await field(page, "Email").fill("client@example.org");
    await field(page, "Password").fill("any password");
    const started = Date.now();
    await main(page).getByRole("button", { name: "Log In" }).click();
    await expect(main(page).getByRole("button", { name: "Logging In..." })).toBeDisabled();
    const welcome = notice(page, "Login Successful!");
    await expect(welcome).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1450);
    await expect(welcome).toContainText(`Welcome back to ${firm.brand}.`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
    await expect(welcome).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(window.localStorage) + document.cookie)).not.toContain("client@");
  });
});

test.describe("signup", () => {
  test.skip(!accountFormsShown, ACCOUNT_FORMS_HIDDEN);
  test("requires every field and eight characters of password", async ({ page }) => {
    await page.goto("/signup/");
    await main(page).getByRole("button", { name: "Create Account" }).click();
    for (const label of ["Full name", "Email", "Mobile number", "Password", "Confirm password"]) {
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
    }
    await fillSignup(page, "short", "short");
    await main(page).getByRole("button", { name: "Create Account" }).click();
    await expect(field(page, "Password")).toHaveAccessibleDescription("Password must be at least 8 characters.");
    await expect(field(page, "Confirm password")).toHaveAccessibleDescription("Password must be at least 8 characters.");
    await expect(field(page, "Mobile number")).not.toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Password")).toBeFocused();
  });

  test("mismatched passwords stop the signup with a destructive notice", async ({ page }) => {
    await page.goto("/signup/");
    await fillSignup(page, "correct-horse", "battery-staple");
    await main(page).getByRole("button", { name: "Create Account" }).click();
    const mismatch = notice(page, "Passwords do not match");
    await expect(mismatch).toBeVisible();
    await expect(mismatch).toContainText("Please ensure your passwords match.");
    await expect(mismatch).toHaveAttribute("role", "alert");
    await expect(mismatch).toHaveClass(/Toastify__toast--error/);
    await expect(main(page).getByRole("button", { name: "Creating Account..." })).toHaveCount(0);
    await expect(page).toHaveURL(/\/signup\/$/);
    await expect(field(page, "Full name")).toHaveValue("Sam Okafor");
  });

  test("creates the account after 1.5 s and goes to login", async ({ page }) => {
    await page.goto("/signup/");
    await fillSignup(page, "correct-horse", "correct-horse");
    await main(page).getByRole("button", { name: "Create Account" }).click();
    await expect(main(page).getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    const created = notice(page, "Account Created!");
    await expect(created).toBeVisible();
    await expect(created).toContainText("Please check your email to verify your account.");
    await expect(page).toHaveURL(/\/login\/$/);
  });
});

test.describe("forgot password", () => {
  test.skip(!accountFormsShown, ACCOUNT_FORMS_HIDDEN);
  test("confirms after 1.5 s and stays on the page", async ({ page }) => {
    await page.goto("/forgot-password/");
    await main(page).getByRole("button", { name: "Send Reset Link" }).click();
    await expect(field(page, "Email")).toHaveAccessibleDescription("Please enter your email address.");
    await field(page, "Email").fill("client@example.org");
    await main(page).getByRole("button", { name: "Send Reset Link" }).click();
    await expect(main(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
    const sent = notice(page, "Password Reset Email Sent!");
    await expect(sent).toBeVisible();
    await expect(sent).toContainText("If an account exists for this email, you'll receive instructions to reset your password shortly.");
    await expect(page).toHaveURL(/\/forgot-password\/$/);
  });
});

test.describe("notices", () => {
  test("show one at a time and dismiss themselves after 5 s", async ({ page }) => {
    test.skip(!accountFormsShown, ACCOUNT_FORMS_HIDDEN);
    await page.goto("/signup/");
    await fillSignup(page, "correct-horse", "battery-staple");
    const button = main(page).getByRole("button", { name: "Create Account" });
    await button.click();
    await expect(notice(page, "Passwords do not match")).toBeVisible();
    await button.click();
    await button.click();
    const shownAt = Date.now();
    await expect(notice(page, "Passwords do not match")).toBeVisible();
    // However often it is raised, there is never more than one notice on screen.
    for (let i = 0; i < 5; i += 1) {
      expect(await notices(page).count()).toBeLessThanOrEqual(1);
      await page.waitForTimeout(200);
    }
    await expect(notices(page)).toHaveCount(0, { timeout: 8000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThanOrEqual(4000);
    expect(shownFor).toBeLessThan(7500);
  });

  test("nobody but form pages loads the form and notice libraries", async ({ page }) => {
    const markers = ["FormikContext", "is a required field", "Toastify__toast-container"];
    for (const route of ["/", "/services/", "/pricing/", "/about/", "/faq/"]) {
      const scripts: string[] = [];
      page.on("response", async (response) => {
        // Scripts the page runs; not the next pages' files that Gatsby prefetches when the network is idle.
        if (response.request().resourceType() === "script") scripts.push(await response.text());
      });
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      page.removeAllListeners("response");
      expect(scripts.length).toBeGreaterThan(0);
      for (const marker of markers) {
        expect(
          scripts.some((script) => script.includes(marker)),
          `${route} loads ${marker}`,
        ).toBe(false);
      }
    }
    const formScripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") formScripts.push(await response.text());
    });
    await page.goto("/login/");
    await page.waitForLoadState("networkidle");
    // The notices come with the visitor's first input, ready before the form is sent.
    expect(formScripts.some((script) => script.includes("Toastify__toast-container"))).toBe(false);
    await field(page, "Email").focus();
    await page.waitForLoadState("networkidle");
    await expect.poll(() => formScripts.some((script) => script.includes("Toastify__toast-container"))).toBe(true);
    for (const marker of markers) expect(formScripts.some((script) => script.includes(marker))).toBe(true);
  });
});
