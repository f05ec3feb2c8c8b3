import { test, expect } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { finder, pricing, serviceAskedBy, shownPrice, spanishFinder, spanishPricing } from "./content";
import { finderResult, inquiryLink } from "../src/lib/planFinder/result";
import { planFinder as planFinderWords } from "../src/words/en/planFinder/planFinder";
import type { Choices } from "../src/lib/planFinder/rules";
import { pathIn } from "../src/lib/localPaths";
import { sitePath } from "../src/lib/links";

const question = (id: string) => finder.questions.find((candidate) => candidate.id === id)!;
const answer = (id: string) => finder.questions.flatMap((candidate) => candidate.answers).find((candidate) => candidate.id === id)!;
const plan = (id: string) => pricing.flatMap((section) => section.plans).find((candidate) => candidate.id === id)!;
/** What the finder's rules of the content give for these answers: the plan, what is said back, what would raise it. */
const resultFor = (choices: Choices) => finderResult(finder, pricing, choices)!;
/** A price as the result's heading shows it, its unit in an element of its own: "$10/one-time". */
const headingPrice = (price: string) => shownPrice(price, "en", "");
/** The contact form's address with the plan's service and the plan, as the address bar shows it. */
const inquiryAddress = (planId: string, language: "en" | "es" = "en") =>
  new RegExp(`${pathIn(language, sitePath(inquiryLink(plan(planId))))}$`.replace(/[?]/g, "\\?"));

/** Presses Tab until `target` has the focus (at most 12 times). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 12; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

function finderBox(page: Page) {
  return page.getByRole("region", { name: finder.title, exact: true });
}

async function start(page: Page) {
  const box = finderBox(page);
  const button = box.getByRole("button", { name: "Find my plan" });
  await button.focus();
  await page.keyboard.press("Enter");
  return box;
}

/**
 * Answers the current question by keyboard: for one answer, the focused radio moves with the arrow keys; for several,
 * Space ticks each box, Tab between them. Then Next (or See my plan) by Enter.
 */
async function answerStep(page: Page, box: Locator, questionId: string, keys: string[], position: string) {
  const step = box.getByRole("group", { name: `${position} ${question(questionId).text}` });
  await expect(step).toBeVisible();
  await expect(box.locator("[aria-live=polite]")).toHaveText(position);
  const first = question(questionId).answers[0];
  const several = question(questionId).choose === "several";
  await expect(step.getByRole(several ? "checkbox" : "radio", { name: first.label, exact: true })).toBeFocused();
  for (const key of keys) {
    const control = step.getByRole(several ? "checkbox" : "radio", { name: answer(key).label, exact: true });
    if (several) {
      await tabTo(page, control);
      await page.keyboard.press("Space");
    } else {
      // A radio group is one stop: arrows move within it, and Space chooses the first.
      await page.keyboard.press("Space");
      while (!(await control.isChecked())) await page.keyboard.press("ArrowDown");
    }
    await expect(control).toBeChecked();
  }
  await tabTo(page, box.getByRole("button", { name: /^(Next|See my plan)$/ }));
  await page.keyboard.press("Enter");
}

async function expectResult(box: Locator, planId: string, echoes: string[]) {
  const { title } = plan(planId);
  const heading = box.getByRole("heading", { level: 3 });
  await expect(heading).toHaveText(`The plan that fits you${title}`);
  await expect(heading).toBeFocused();
  await expect(box.locator("[aria-live=polite]")).toHaveText(`The plan that fits you: ${title}`);
  for (const echo of echoes) await expect(box.getByRole("listitem").filter({ hasText: echo })).toHaveCount(1);
  await expect(box.getByRole("link", { name: "Book a call" })).toHaveAttribute("href", "/book/");
  return box.getByRole("link", { name: `Send an inquiry about ${title}` });
}

test.describe("Which plan fits me?", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/pricing/");
  });

  test("wages and investments in one state: the plan of the rules, with its price, why, and what would raise it; the inquiry names the plan", async ({
    page,
  }) => {
    const expected = resultFor({ filer: ["individual"], income: ["wages", "investments"], states: ["one-state"], irs: [] });
    const box = await start(page);
    await answerStep(page, box, "filer", ["individual"], "Question 1");
    await answerStep(page, box, "income", ["wages", "investments"], "Question 2 of 4");
    await answerStep(page, box, "states", ["one-state"], "Question 3 of 4");
    await answerStep(page, box, "irs", [], "Question 4 of 4");
    const inquiry = await expectResult(box, expected.plan.id, expected.echoes);
    await expect(box.getByText(headingPrice(expected.plan.price), { exact: true })).toBeVisible();
    for (const { plan: dearer, reason } of expected.raisedBy) {
      await expect(box.getByRole("listitem").filter({ hasText: `${dearer.title} (${shownPrice(dearer.price)}): ${reason}` })).toBeVisible();
    }
    await expect(box.getByRole("link", { name: planFinderWords.whatToBring, exact: true })).toHaveAttribute("href", "/what-to-bring/");

    await inquiry.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(inquiryAddress(expected.plan.id));
    await expect(page.getByRole("combobox", { name: "Service" })).toHaveValue(serviceAskedBy(expected.plan.cta.link)!.title);
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(`I am interested in the ${expected.plan.title} plan.\n\n`);
  });

  test("a business: its entity and volume, then the plan of the rules; Back keeps the answers", async ({ page }) => {
    const expected = resultFor({ filer: ["business"], entity: ["s-corporation"], volume: ["under-25"], states: ["one-state"], irs: [] });
    const box = await start(page);
    await answerStep(page, box, "filer", ["business"], "Question 1");
    await answerStep(page, box, "entity", ["s-corporation"], "Question 2 of 5");
    await answerStep(page, box, "volume", ["under-25"], "Question 3 of 5");
    await tabTo(page, box.getByRole("button", { name: "Back" }));
    await page.keyboard.press("Enter");
    await expect(box.getByRole("radio", { name: answer("under-25").label })).toBeFocused();
    await expect(box.getByRole("radio", { name: answer("under-25").label })).toBeChecked();
    await tabTo(page, box.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");
    await answerStep(page, box, "states", ["one-state"], "Question 4 of 5");
    await answerStep(page, box, "irs", [], "Question 5 of 5");
    await expectResult(box, expected.plan.id, expected.echoes);
    await expect(box.getByText(headingPrice(expected.plan.price), { exact: true })).toBeVisible();
  });

  test("an IRS notice leads to a consultation, not a plan; the page is axe-clean with the finder open", async ({ page }) => {
    // Three whole-page axe runs: past the default 30 s on a busy 2-core machine.
    test.slow();
    // Three passes of axe over the whole page (a question, its error, the result) beside the walk itself.
    test.slow();
    const expected = resultFor({ filer: ["individual"], income: ["wages"], states: ["one-state"], irs: ["irs-notice"] });
    const box = await start(page);
    await expectNoViolations(page);
    // Next without an answer says what is missing.
    await tabTo(page, box.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");
    await expect(box.getByRole("group").getByText("Choose an answer to go on.")).toBeVisible();
    await expectNoViolations(page);
    await box.getByRole("radio", { name: answer("individual").label }).focus();
    await page.keyboard.press("Space");
    await tabTo(page, box.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");
    await answerStep(page, box, "income", ["wages"], "Question 2 of 4");
    await answerStep(page, box, "states", ["one-state"], "Question 3 of 4");
    await answerStep(page, box, "irs", ["irs-notice"], "Question 4 of 4");
    await expectResult(box, expected.plan.id, [answer("irs-notice").echo]);
    await expect(box.getByText(headingPrice(expected.plan.price), { exact: true })).toBeVisible();
    await expect(box.getByRole("heading", { name: "What would raise the price" })).toHaveCount(expected.raisedBy.length > 0 ? 1 : 0);
    await expectNoViolations(page);
  });

  test("the Spanish page asks and answers in Spanish", async ({ page }) => {
    const expected = resultFor({ filer: ["individual"], income: [], states: ["several-states"], irs: [] });
    const label = (questionId: string, answerId: string) =>
      spanishFinder.questions.find((entry) => entry.id === questionId)!.answers.find((entry) => entry.id === answerId)!.label;
    const spanishPlan = spanishPricing.flatMap((section) => section.plans).find((entry) => entry.id === expected.plan.id)!;
    await page.goto("/es/precios/");
    const box = page.getByRole("region", { name: spanishFinder.title });
    await box.getByRole("button", { name: "Buscar mi plan" }).click();
    await box.getByRole("radio", { name: label("filer", "individual") }).check();
    await box.getByRole("button", { name: "Siguiente" }).click();
    await expect(box.locator("[aria-live=polite]")).toHaveText("Pregunta 2 de 4");
    await box.getByRole("button", { name: "Siguiente" }).click();
    await box.getByRole("radio", { name: label("states", "several-states") }).check();
    await box.getByRole("button", { name: "Siguiente" }).click();
    await box.getByRole("button", { name: "Ver mi plan" }).click();
    await expect(box.getByRole("heading", { level: 3 })).toHaveText(`El plan que le conviene${spanishPlan.title}`);
    await box.getByRole("link", { name: `Enviar una consulta sobre ${spanishPlan.title}` }).click();
    await expect(page).toHaveURL(inquiryAddress(expected.plan.id, "es"));
    await expect(page.getByRole("textbox", { name: "Mensaje" })).toHaveValue(`Me interesa el plan ${spanishPlan.title}.\n\n`);
  });
});

test.describe("Which plan fits me? without JavaScript", () => {
  test("is a link to the comparison table", async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await page.goto("/pricing/");
    const link = finderBox(page).getByRole("link", { name: "Compare the plans side by side" });
    await expect(link).toHaveAttribute("href", "#compare-individual");
    await expect(page.locator("#compare-individual").getByRole("table")).toHaveCount(1);
    await expect(finderBox(page).getByRole("button")).toHaveCount(0);
    await context.close();
  });
});
