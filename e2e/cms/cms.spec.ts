import { test, expect, type Locator, type Page } from "@playwright/test";
import { execFileSync, execSync, spawn } from "node:child_process";
import { join } from "node:path";
import { load } from "js-yaml";
import { FILE_TYPES, MARKDOWN_TYPES, YAML_FOLDER_TYPES } from "../../src/lib/content/types";
import { documents as documentsType } from "../../src/lib/content/types/documents";
import { letters } from "../../src/lib/content/types/letters";
import { localIsoDate } from "../../src/lib/deadlines";
import { pathIn } from "../../src/lib/localPaths";
import { letterForm } from "../../src/words/en/letters/letterForm";
import { letterForm as spanishLetterForm } from "../../src/words/es/letters/letterForm";
import { waitForHydration } from "../fixtures";

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

/** The letters file on a branch: its English letters and their Spanish texts, paired by key. */
interface LettersFile {
  en: { letters: { id: string; number: string; title: string }[] };
  es: { letters: { id: string; title: string; summary: string }[] };
}
const lettersOn = (branch: string) => load(git("show", `${branch}:content/letters/letters.yaml`)) as LettersFile;

/** The notice the editor adds: the test's own, with a number no content holds, on a page of the IRS's own. */
const NOTICE = {
  key: "test-added-notice",
  number: "CP9876",
  title: "A notice an editor added",
  summary: "A notice added in the content manager by the tests.",
  step: "Keep it with your records.",
  dueAction: "Keep",
  ifIgnored: "Nothing the tests foresee.",
  officialPage: "https://www.irs.gov/individuals/understanding-your-irs-notice-or-letter",
  sourceName: "The IRS on its notices",
  reviewed: "2026-11-27",
  es: {
    title: "Un aviso que añadió un editor",
    summary: "Un aviso añadido en el gestor de contenido por las pruebas.",
    step: "Guárdelo con sus registros.",
    dueAction: "Guarde",
    ifIgnored: "Nada que prevean las pruebas.",
  },
};
/** A price the content does not hold. */
const NEW_PRICE = "$1,234";

/** Decap's list items open with the chevron button before their label. */
const toggleOf = (page: Page, label: string) => page.locator(`xpath=//div[text()="${label}"]/preceding-sibling::div[1]/button[1]`);

/** Reviewed: the saved draft goes in review, then ready; only then published, which merges it into main. */
async function publish(page: Page, stillUnpublished: () => void) {
  await page.getByRole("button", { name: "Status: Draft" }).click();
  await page.getByRole("menuitem", { name: "In review" }).click();
  await page.getByRole("button", { name: "Status: In review" }).click({ timeout: 30_000 });
  await page.getByRole("menuitem", { name: "Ready" }).click();
  await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible({ timeout: 30_000 });
  stillUnpublished();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** The site built from what is published (the repository's main) into public/, and served on port 9003. */
async function siteBuiltFromMain() {
  git("checkout", "--quiet", "main");
  execSync("npm run build", {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: repoContent, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
  return serveBuiltSite(9003);
}

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

/** The fields of a letter, as the editor sees them labelled (the declaration, src/lib/content/types/letters.ts). */
const LETTER = letters.fields.letters;
const LETTER_FIELDS = LETTER.entry.fields;
const STEP = LETTER_FIELDS.steps.item!;
/** A field of the entry added last: new entries go to the end of a list, in the last pane (the Spanish one when shown). */
const lastField = (page: Page, field: { label: string }) => page.getByLabel(field.label, { exact: true }).last();
/**
 * The letters page, in the site or in the preview, described the notice by a visitor: its number, and today as its
 * date. The answer it shows, headed with the number and the title in the page's language.
 */
async function answerTo(page: Pick<Locator, "getByLabel" | "getByRole">, words: typeof letterForm, title: string) {
  await page.getByLabel(words.number, { exact: true }).fill(NOTICE.number);
  await page.getByLabel(words.date, { exact: true }).fill(localIsoDate(new Date()));
  return page.getByRole("article", { name: `${NOTICE.number}: ${title}` });
}
/** Decap's list shows its "Add" button with the list's label. */
const addTo = (page: Page, list: { label: string }) => page.getByRole("button", { name: `Add ${list.label}` }).last();
/** Decap's choices are a combobox: typing filters them, Enter picks the first left. */
async function choose(page: Page, field: { label: string }, choice: string) {
  await lastField(page, field).fill(choice);
  await page.keyboard.press("Enter");
}

test("an editor adds a notice in English and Spanish; it is reviewed and published", async ({ page }) => {
  expect(lettersOn("main").en.letters.map((letter) => letter.number)).not.toContain(NOTICE.number);
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(ADMIN);
  await page.getByRole("button", { name: /login/i }).click();
  await page.getByRole("link", { name: letters.label, exact: true }).click();
  await page.getByRole("link", { name: letters.fileLabel, exact: true }).click();
  await expect(page.getByRole("button", { name: "Writing in ES" })).toBeVisible();

  // The English first, with the preview in the Spanish column's place: the form's fields are the English ones alone.
  await page.getByRole("button", { name: "Toggle preview" }).click();
  await addTo(page, LETTER).click();
  await lastField(page, LETTER_FIELDS.id).fill(NOTICE.key);
  await lastField(page, LETTER_FIELDS.number).fill(NOTICE.number);
  await choose(page, LETTER_FIELDS.sender, "IRS");
  await lastField(page, LETTER_FIELDS.title).fill(NOTICE.title);
  await lastField(page, LETTER_FIELDS.summary).fill(NOTICE.summary);
  await addTo(page, LETTER_FIELDS.steps).click();
  await lastField(page, STEP).fill(NOTICE.step);
  await lastField(page, LETTER_FIELDS.dueAction).fill(NOTICE.dueAction);
  await choose(page, LETTER_FIELDS.dueRule, "no fixed date");
  await lastField(page, LETTER_FIELDS.ifIgnored).fill(NOTICE.ifIgnored);
  await lastField(page, LETTER_FIELDS.officialPage).fill(NOTICE.officialPage);
  await addTo(page, LETTER_FIELDS.sources).click();
  await lastField(page, LETTER_FIELDS.sources.entry.fields.title).fill(NOTICE.sourceName);
  await lastField(page, LETTER_FIELDS.sources.entry.fields.url).fill(NOTICE.officialPage);
  await lastField(page, LETTER_FIELDS.reviewed).fill(NOTICE.reviewed);
  // The preview is the page itself: the editor describes the notice there, as a visitor does, and sees its answer.
  await expect(await answerTo(page.frameLocator("#preview-pane"), letterForm, NOTICE.title)).toContainText(NOTICE.summary);

  // The Spanish beside it, in the pane the preview held: the same key pairs the two, and only the translated texts are
  // written.
  await page.getByRole("button", { name: "Toggle i18n" }).click();
  await expect(page.getByRole("button", { name: "Writing in ES" })).toBeVisible();
  await addTo(page, LETTER).click();
  await lastField(page, LETTER_FIELDS.id).fill(NOTICE.key);
  await lastField(page, LETTER_FIELDS.title).fill(NOTICE.es.title);
  await lastField(page, LETTER_FIELDS.summary).fill(NOTICE.es.summary);
  await addTo(page, LETTER_FIELDS.steps).click();
  await lastField(page, STEP).fill(NOTICE.es.step);
  await lastField(page, LETTER_FIELDS.dueAction).fill(NOTICE.es.dueAction);
  await lastField(page, LETTER_FIELDS.ifIgnored).fill(NOTICE.es.ifIgnored);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
  await publish(page, () => expect(lettersOn("main").en.letters.map((letter) => letter.number)).not.toContain(NOTICE.number));
  await expect.poll(() => lettersOn("main").en.letters.find((letter) => letter.id === NOTICE.key)?.number).toBe(NOTICE.number);
  await expect.poll(() => draftBranches()).toEqual([]);
  const published = lettersOn("main");
  expect(published.en.letters.find((letter) => letter.id === NOTICE.key)?.title).toBe(NOTICE.title);
  expect(published.es.letters.find((letter) => letter.id === NOTICE.key)).toMatchObject({ title: NOTICE.es.title, summary: NOTICE.es.summary });

  // A visitor of the site built from it, in each language, describes the notice: its answer heads with its number and
  // that language's title, and says what it is.
  const site = await siteBuiltFromMain();
  try {
    for (const [language, words, texts] of [
      ["en", letterForm, NOTICE],
      ["es", spanishLetterForm, NOTICE.es],
    ] as const) {
      await page.goto(`${site.url}${pathIn(language, "/letters/")}`);
      await waitForHydration(page);
      await expect(await answerTo(page.getByRole("main"), words, texts.title)).toContainText(texts.summary);
    }
  } finally {
    site.stop();
  }
});

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

  await publish(page, () => expect(priceOf("main")).toBe(plan.price));
  await expect.poll(() => priceOf("main")).toBe(NEW_PRICE);
  // decap-server merges the draft, then deletes its branch: a moment apart.
  await expect.poll(() => draftBranches()).toEqual([]);
  // Saved once, in English: the Spanish keeps its texts and holds no price, and the key that pairs it is kept.
  const spanishPlan = pricingOn("main").es.sections[0].plans.find((entry) => entry.id === plan.id);
  expect(spanishPlan?.title).toBe(spanishTitle);
  expect(spanishPlan).not.toHaveProperty("price");

  const site = await siteBuiltFromMain();
  try {
    await page.goto(`${site.url}/pricing/`);
    const card = page.getByRole("main").getByRole("article", { name: plan.title });
    await expect(card).toContainText(NEW_PRICE);
    await expect(card).not.toContainText(plan.price);
  } finally {
    site.stop();
  }
});

/** The document the editor adds to "What to bring": the test's own, brought by a job, cited from the IRS's own page. */
const DOCUMENT = {
  key: "test-added-document",
  form: "Form T-1",
  name: "A statement an editor added",
  sender: "The sender the tests name",
  arrives: "When the tests say",
  purpose: "A document added in the content manager by the tests.",
  bringIf: "job",
  sourceName: "The IRS on its forms",
  source: "https://www.irs.gov/forms-instructions",
  es: {
    form: "Formulario T-1",
    name: "Un comprobante que añadió un editor",
    sender: "El remitente que nombran las pruebas",
    arrives: "Cuando digan las pruebas",
    purpose: "Un documento añadido en el gestor de contenido por las pruebas.",
  },
};
const DOCUMENT_FIELDS = documentsType.fields.documents.entry.fields;
const documentsOn = (branch: string) =>
  load(git("show", `${branch}:content/documents/documents.yaml`)) as Record<"en" | "es", { documents: { id: string; form: string; name: string }[] }>;

test("an editor adds a document to What to bring in English and Spanish; the preview lists it, and it is published", async ({ page }) => {
  expect(documentsOn("main").en.documents.map((document) => document.id)).not.toContain(DOCUMENT.key);
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(ADMIN);
  await page.getByRole("button", { name: /login/i }).click();
  await page.getByRole("link", { name: documentsType.label, exact: true }).click();
  await page.getByRole("link", { name: documentsType.fileLabel, exact: true }).click();
  await expect(page.getByRole("button", { name: "Writing in ES" })).toBeVisible();

  await page.getByRole("button", { name: "Toggle preview" }).click();
  await addTo(page, documentsType.fields.documents).click();
  await lastField(page, DOCUMENT_FIELDS.id).fill(DOCUMENT.key);
  for (const field of ["form", "name", "sender", "arrives", "purpose"] as const) await lastField(page, DOCUMENT_FIELDS[field]).fill(DOCUMENT[field]);
  await choose(page, DOCUMENT_FIELDS.bringIf, DOCUMENT.bringIf);
  await addTo(page, DOCUMENT_FIELDS.sources).click();
  await lastField(page, DOCUMENT_FIELDS.sources.entry.fields.title).fill(DOCUMENT.sourceName);
  await lastField(page, DOCUMENT_FIELDS.sources.entry.fields.url).fill(DOCUMENT.source);
  // The preview is the page itself, every answer ticked: the new document is listed with the year's others.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { name: `${DOCUMENT.form}: ${DOCUMENT.name}`, exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Toggle i18n" }).click();
  await expect(page.getByRole("button", { name: "Writing in ES" })).toBeVisible();
  await addTo(page, documentsType.fields.documents).click();
  await lastField(page, DOCUMENT_FIELDS.id).fill(DOCUMENT.key);
  for (const field of ["form", "name", "sender", "arrives", "purpose"] as const)
    await lastField(page, DOCUMENT_FIELDS[field]).fill(DOCUMENT.es[field]);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
  await publish(page, () => expect(documentsOn("main").en.documents.map((document) => document.id)).not.toContain(DOCUMENT.key));
  await expect.poll(() => documentsOn("main").en.documents.find((document) => document.id === DOCUMENT.key)?.form).toBe(DOCUMENT.form);
  await expect.poll(() => draftBranches()).toEqual([]);
  expect(documentsOn("main").es.documents.find((document) => document.id === DOCUMENT.key)).toMatchObject({
    form: DOCUMENT.es.form,
    name: DOCUMENT.es.name,
  });
});
