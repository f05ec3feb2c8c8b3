import { test, expect, type Page } from "@playwright/test";
import { execSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";

const ADMIN = "http://localhost:9002/admin/";
const root = join(__dirname, "..");
const repoContent = join(root, "e2e-sites", "cms-repo", "content");
const pricingFile = join(repoContent, "pricing", "pricing.yaml");

const COLLECTIONS = [
  "Firm details",
  "Menus",
  "Services",
  "Pricing",
  "FAQ",
  "Resource links",
  "Testimonials",
  "Tax deadlines",
  "Home page",
  "About page",
  "Book a consultation page",
  "Tax years",
  "Articles",
  "Notices",
];

interface Pricing {
  en: { sections: { title: string; plans: { title: string; price: string }[] }[] };
}
interface SpanishPricing {
  es: { sections: { plans: Record<string, unknown>[] }[] };
}
const priceOf = (title: string) =>
  (load(readFileSync(pricingFile, "utf8")) as Pricing).en.sections.flatMap((section) => section.plans).find((plan) => plan.title === title)?.price;

/** Decap's list items open with the chevron button before their label. */
const toggleOf = (page: Page, label: string) => page.locator(`xpath=//div[text()="${label}"]/preceding-sibling::div[1]/button[1]`);

/** The built site, served by the host's runtime as everywhere else (scripts/host.mjs). */
async function serveBuiltSite(port: number) {
  const server = spawn("node", ["scripts/host.mjs", "public", String(port)], { cwd: root, stdio: "ignore" });
  await expect
    .poll(
      () =>
        fetch(`http://localhost:${port}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  return { url: `http://localhost:${port}`, stop: () => server.kill() };
}

test("an editor changes a price, previews it, saves it, and the site built from it shows it", async ({ page }) => {
  const before = priceOf("Basic Filing");
  expect(before).toBe("$99");

  await page.goto(ADMIN);
  await page.getByRole("button", { name: /login/i }).click();
  // The sidebar lists every collection (links to #/collections/<name>).
  const sidebar = page.locator('a[href^="#/collections/"]:not([href*="/entries/"])');
  await expect(sidebar).toHaveText(COLLECTIONS);

  await sidebar.filter({ hasText: "Pricing" }).click();
  await page.getByText("Pricing plans").click();
  await toggleOf(page, "Individual").click();
  await page.getByText("3 plans").first().getByTestId("expand-button").click();
  const basic = page.locator(`xpath=//div[text()="Basic Filing – $99"]/..`);
  const price = basic.getByLabel("Price", { exact: true });
  await expect(price).toHaveValue("$99");
  await price.fill("$129");

  // The Spanish is edited beside the English; the price has no Spanish box of its own.
  const spanishColumn = page.getByRole("button", { name: "Writing in ES" });
  await expect(spanishColumn).toBeVisible();

  // In the Spanish column's place (Decap shows one pane beside the form), the preview is the site's own pricing
  // view, showing the change before it is saved.
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const preview = page.frameLocator("#preview-pane");
  const card = preview.getByRole("article", { name: "Basic Filing" });
  await expect(card).toContainText("$129");
  await expect(card).toContainText("/one-time");
  expect(priceOf("Basic Filing")).toBe("$99");

  // The Spanish preview: the Spanish plan, with the price being typed in English.
  await page.getByRole("button", { name: "Writing in EN" }).click();
  await page.getByRole("menuitem", { name: "es", exact: true }).click();
  const spanishCard = preview.getByRole("article", { name: "Declaración Básica" });
  await expect(spanishCard).toContainText("$129");
  await expect(spanishCard).toContainText("/pago único");
  await expect(preview.getByText("Más popular").first()).toBeVisible();
  await page.getByRole("button", { name: "Writing in ES" }).click();
  await page.getByRole("menuitem", { name: "en", exact: true }).click();

  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect.poll(() => priceOf("Basic Filing")).toBe("$129");
  // Saved once, in English: the Spanish keeps its texts and holds no price.
  const spanishPlan = (load(readFileSync(pricingFile, "utf8")) as SpanishPricing).es.sections[0].plans[0];
  expect(spanishPlan.title).toBe("Declaración Básica");
  expect(spanishPlan).not.toHaveProperty("price");
  // The key that pairs it with its English is kept as written.
  expect(spanishPlan.id).toBe("basic-filing");

  execSync("npm run build", {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: repoContent, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
  const site = await serveBuiltSite(9003);
  try {
    await page.goto(`${site.url}/pricing/`);
    const plan = page.getByRole("main").getByRole("article", { name: "Basic Filing" });
    await expect(plan).toContainText("$129");
    await expect(plan).not.toContainText("$99");
  } finally {
    site.stop();
  }
});
