import { test, expect, type Page } from "@playwright/test";
import { execFileSync, execSync, spawn } from "node:child_process";
import { join } from "node:path";
import { load } from "js-yaml";
import { FILE_TYPES, MARKDOWN_TYPES, YAML_FOLDER_TYPES } from "../../src/lib/content/types";

const ADMIN = "http://localhost:9002/admin/";
const root = join(__dirname, "..", "..");
const repo = join(root, "e2e-sites", "cms-repo");
const repoContent = join(repo, "content");

/** The sidebar's collections: every content type, in the order of the declarations (src/lib/content/types). */
const COLLECTIONS = [...FILE_TYPES, ...YAML_FOLDER_TYPES, ...MARKDOWN_TYPES].map((type) => type.label);

/** The pricing file on a branch of the content manager's repository (main is what is published). */
interface PricingFile {
  en: { sections: { title: string; plans: { id: string; title: string; price: string }[] }[] };
  es: { sections: { plans: Record<string, unknown>[] }[] };
}
const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
const pricingOn = (branch: string) => load(git("show", `${branch}:content/pricing/pricing.yaml`)) as PricingFile;
const draftBranches = () => git("for-each-ref", "--format=%(refname:short)", "refs/heads/cms/").split("\n").filter(Boolean);

const priceOf = (branch: string) => pricingOn(branch).en.sections[0].plans[0].price;
/** A price the content does not hold. */
const NEW_PRICE = "$1,234";

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

test("an editor changes a price, previews it and saves a draft; it is reviewed, published, and the site built from it shows it", async ({ page }) => {
  // What the test edits, read from the tests' own content (never from the published content): the first plan of the
  // first section, and its Spanish title. The repository is made as the test starts (scripts/start-test-cms-backend.mjs).
  const published = pricingOn("main");
  const [section] = published.en.sections;
  const [plan] = section.plans;
  const spanishTitle = published.es.sections[0].plans.find((entry) => entry.id === plan.id)?.title as string;
  expect(priceOf("main")).not.toBe(NEW_PRICE);
  // Publishing asks "Are you sure?" in the browser's own dialog.
  page.on("dialog", (dialog) => void dialog.accept());

  await page.goto(ADMIN);
  await page.getByRole("button", { name: /login/i }).click();
  // The sidebar lists every collection (links to #/collections/<name>).
  const sidebar = page.locator('a[href^="#/collections/"]:not([href*="/entries/"])');
  await expect(sidebar).toHaveText(COLLECTIONS);

  await sidebar.filter({ hasText: "Pricing" }).click();
  await page.getByText("Pricing plans").click();
  await toggleOf(page, section.title).click();
  await page.getByText(`${section.plans.length} plans`).first().getByTestId("expand-button").click();
  const planItem = page.locator(`xpath=//div[text()="${plan.title} – ${plan.price}"]/..`);
  const price = planItem.getByLabel("Price", { exact: true });
  await expect(price).toHaveValue(plan.price);
  await price.fill(NEW_PRICE);

  // The Spanish is edited beside the English; the price has no Spanish box of its own.
  const spanishColumn = page.getByRole("button", { name: "Writing in ES" });
  await expect(spanishColumn).toBeVisible();

  // In the Spanish column's place (Decap shows one pane beside the form), the preview is the site's own pricing
  // view, showing the change before it is saved.
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("article", { name: plan.title })).toContainText(NEW_PRICE);

  // The Spanish preview: the Spanish plan, with the price being typed in English.
  await page.getByRole("button", { name: "Writing in EN" }).click();
  await page.getByRole("menuitem", { name: "es", exact: true }).click();
  await expect(preview.getByRole("article", { name: spanishTitle })).toContainText(NEW_PRICE);
  await page.getByRole("button", { name: "Writing in ES" }).click();
  await page.getByRole("menuitem", { name: "en", exact: true }).click();

  // Saved as a draft: a branch of its own (a pull request on GitHub); what is published is unchanged.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // Decap loads the entry again from its draft, which takes a while.
  await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
  await expect.poll(draftBranches).toHaveLength(1);
  const [draft] = draftBranches();
  expect(priceOf(draft)).toBe(NEW_PRICE);
  expect(priceOf("main")).toBe(plan.price);

  // Reviewed: in review, then ready; only then published, which merges the draft into main.
  await page.getByRole("button", { name: "Status: Draft" }).click();
  await page.getByRole("menuitem", { name: "In review" }).click();
  await page.getByRole("button", { name: "Status: In review" }).click({ timeout: 30_000 });
  await page.getByRole("menuitem", { name: "Ready" }).click();
  await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible({ timeout: 30_000 });
  expect(priceOf("main")).toBe(plan.price);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect.poll(() => priceOf("main")).toBe(NEW_PRICE);
  // decap-server merges the draft, then deletes its branch: a moment apart.
  await expect.poll(() => draftBranches()).toEqual([]);
  // Saved once, in English: the Spanish keeps its texts and holds no price, and the key that pairs it is kept.
  const spanishPlan = pricingOn("main").es.sections[0].plans.find((entry) => entry.id === plan.id);
  expect(spanishPlan?.title).toBe(spanishTitle);
  expect(spanishPlan).not.toHaveProperty("price");

  git("checkout", "--quiet", "main");
  execSync("npm run build", {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: repoContent, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
  const site = await serveBuiltSite(9003);
  try {
    await page.goto(`${site.url}/pricing/`);
    const card = page.getByRole("main").getByRole("article", { name: plan.title });
    await expect(card).toContainText(NEW_PRICE);
    await expect(card).not.toContainText(plan.price);
  } finally {
    site.stop();
  }
});
