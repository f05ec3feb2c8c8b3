import { readFileSync } from "node:fs";
import { join } from "node:path";
import ICAL from "ical.js";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectNoViolations } from "./axe";
import { fillHousehold } from "./estimatorForm";
import { deadlines, services, spanishDeadlines, spanishServiceTitles, taxYear } from "./content";
import { estimator as estimatorWords } from "@words/estimator/estimator";
import { estimatedPayments as words } from "@words/estimatedPayments/estimatedPayments";
import { readTaxYear } from "../src/node/loadFigures";
import { formatLongDate } from "../src/lib/dates";
import { dates as dateWords } from "@words/common/dates";
import type { Language } from "../src/lib/languages";
import { linkIn } from "../src/lib/links";
import { pathIn } from "../src/lib/localPaths";
import { estimate } from "../src/lib/tax/estimate";
import { installmentsOf, paymentPlan, PLANNING_SERVICE_KEY } from "../src/lib/tax/estimatedPayments";
import type { Household } from "../src/lib/tax/inputs";
import { formatDollars, formatRate } from "../src/lib/tax/money";
import { UAT_2026 } from "../src/lib/tax/fixtures/twe-uat-2026";
import { wordsIn } from "../src/i18n/inEveryLanguage";

/** The figures the site under test was built with (the content's newest tax year), as the page reads them. */
const figures = readTaxYear(join(__dirname, "..", process.env.E2E_CONTENT ?? "content"), taxYear.year);
const planYear = figures.year + 1;
/** The service the plan offers, by its key. */
const planning = services.find((service) => service.id === PLANNING_SERVICE_KEY)!;

/** Two households of the IRS's 2026 scenarios with a business: AGI over the limit of the higher share (BQ), and under it (AC). */
const over = UAT_2026.find((scenario) => scenario.column === "BQ")!.household;
const under = UAT_2026.find((scenario) => scenario.column === "AC")!.household;

/** The plan the page should show for a household, worked out by the rule and dated by the deadline content. */
function expectedPlan(household: Household, withholding = household.federalTaxWithheld) {
  const result = estimate(figures, household);
  return paymentPlan(figures.estimatedTax, result, household.filingStatus, withholding, installmentsOf(deadlines.deadlines, planYear));
}

const main = (page: Page) => page.getByRole("main");
const section = (page: Page, language: Language) => main(page).getByRole("region", { name: wordsIn(language, words).heading(planYear) });

/** The events of a downloaded calendar file, as a calendar app reads them (ical.js). */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar
    .getAllSubcomponents("vevent")
    .map((component) => ({ event: new ICAL.Event(component), url: component.getFirstPropertyValue("url") }));
}

async function download(page: Page, language: Language, count: number) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    section(page, language)
      .getByRole("button", { name: wordsIn(language, words).download(count) })
      .click(),
  ]);
  expect(file.suggestedFilename()).toBe(wordsIn(language, words).fileName(planYear));
  return readFileSync(await file.path(), "utf8");
}

const CASES = [
  {
    language: "en" as const,
    household: over,
    title: (id: string) => deadlines.deadlines.find((entry) => entry.id === id)!.title,
    serviceName: planning.title,
  },
  {
    language: "es" as const,
    household: under,
    title: (id: string) => spanishDeadlines.get(id)!.title,
    serviceName: spanishServiceTitles[services.indexOf(planning)],
  },
];

test.describe("next year's estimated payments on the tax estimate", () => {
  for (const { language, household, title, serviceName } of CASES) {
    test(`(${language}) reads the four payments, downloads them as one calendar file and leads to tax planning`, async ({ page }) => {
      const requests: string[] = [];
      page.on("request", (request) => {
        if (request.method() !== "GET") requests.push(`${request.method()} ${request.url()}`);
      });
      const text = wordsIn(language, words);
      const plan = expectedPlan(household);
      expect(plan.installments).toHaveLength(4);
      await page.goto(pathIn(language, "/tax-estimator/"));
      await fillHousehold(page, language, figures.year, household);

      const payments = section(page, language);
      await expect(payments.getByText(text.required(formatRate(plan.share)))).toBeVisible();
      await expect(payments.getByText(text.higherIncome(figures.year, formatDollars(figures.estimatedTax.higherIncomeAgi)))).toHaveCount(
        plan.higherIncome ? 1 : 0,
      );
      const table = payments.getByRole("table", { name: text.paymentsCaption(4) });
      const rows = table.getByRole("row");
      await expect(rows).toHaveCount(5);
      for (const [index, installment] of plan.installments.entries()) {
        const row = rows.nth(index + 1);
        await expect(row.getByRole("rowheader")).toHaveText(title(installment.id));
        await expect(row.getByRole("cell").nth(0)).toHaveText(formatLongDate(installment.date, wordsIn(language, dateWords)));
        await expect(row.getByRole("cell").nth(1)).toContainText(formatDollars(installment.amount));
      }

      // One file, four events: each titled with its amount, on its day, linking to the IRS's payment page.
      const first = eventsOf(await download(page, language, 4));
      const paymentPage = linkIn(figures.estimatedTax.paymentPage, language).href;
      expect(first.map(({ event, url }) => [event.summary, event.startDate.toString(), url])).toEqual(
        plan.installments.map(({ id, date, amount }) => [`${formatDollars(amount)}: ${title(id)}`, date, paymentPage]),
      );
      // A second download carries the same events, so a calendar app updates them.
      const second = eventsOf(await download(page, language, 4));
      expect(second.map(({ event }) => event.uid)).toEqual(first.map(({ event }) => event.uid));
      expect(new Set(first.map(({ event }) => event.uid)).size).toBe(4);

      await expectNoViolations(page);
      await payments.getByRole("link", { name: text.plan }).click();
      await expect(page).toHaveURL((url) => url.pathname === pathIn(language, "/contact/") && url.search === `?service=${planning.id}`);
      const service = main(page).getByLabel(language === "en" ? "Service" : "Servicio", { exact: true });
      await expect(service).toHaveValue(planning.title);
      await expect(service.locator("option:checked")).toHaveText(serviceName);
      expect(requests).toEqual([]);
    });
  }

  test.describe("when the connection drops", () => {
    test.use({ expectedConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

    test("says when the calendar file's code cannot load, keeps the plan, and makes the file on a second try", async ({ page }) => {
      const text = wordsIn("en", words);
      await page.goto("/tax-estimator/");
      await fillHousehold(page, "en", figures.year, over);
      const payments = section(page, "en");
      const button = payments.getByRole("button", { name: text.download(4) });
      await expect(button).toBeVisible();

      // The connection drops: the file's code, loaded only on the click, does not arrive.
      await page.route("**/*.js", (route) => route.abort("internetdisconnected"));
      await button.click();
      await expect(payments.getByRole("alert")).toHaveText(text.downloadFailed);
      await expect(payments.getByRole("table", { name: text.paymentsCaption(4) })).toBeVisible();

      await page.unroute("**/*.js");
      expect(eventsOf(await download(page, "en", 4))).toHaveLength(4);
      await expect(payments.getByRole("alert")).toHaveCount(0);
    });
  });

  test("starts from this year's withholding, follows what the visitor expects instead, and says when no payment is needed", async ({ page }) => {
    await page.goto("/tax-estimator/");
    await fillHousehold(page, "en", figures.year, under);
    const text = wordsIn("en", words);
    const payments = section(page, "en");
    const withholding = payments.getByLabel(text.withholding.label(planYear), { exact: true });
    await expect(withholding).toHaveValue(String(under.federalTaxWithheld));
    const plan = expectedPlan(under);
    await expect(payments.getByRole("table", { name: text.paymentsCaption(4) })).toContainText(formatDollars(plan.installments[0].amount));

    // Withholding that covers the required annual payment: no payments, and no calendar file.
    await withholding.fill(String(plan.requiredAnnualPayment));
    await expect(payments.getByText(text.covered(planYear))).toBeVisible();
    await expect(payments.getByRole("table")).toHaveCount(0);
    await expect(payments.getByRole("button", { name: text.download(4) })).toHaveCount(0);

    // Less than the threshold left after withholding: no payments either.
    const threshold = figures.estimatedTax.noPaymentsBelow;
    await withholding.fill(String(plan.requiredAnnualPayment - threshold + 1));
    await expect(payments.getByText(text.belowThreshold(formatDollars(threshold), planYear, figures.year))).toBeVisible();

    // What it cannot read is said beside the field, and the payments wait for an amount.
    await withholding.fill("lots");
    await expect(withholding).toHaveAttribute("aria-invalid", "true");
    await expect(withholding).toHaveAccessibleDescription(new RegExp(wordsIn("en", estimatorWords).problems.notAnAmount.replace(/[$.]/g, "\\$&")));
    await page.reload();
    await expect(section(page, "en").getByLabel(text.withholding.label(planYear), { exact: true })).toHaveValue("lots");
  });

  test("gives the last installment of this year, and what filing early changes, from the deadline content", async ({ page }) => {
    await page.goto("/tax-estimator/");
    await fillHousehold(page, "en", figures.year, under);
    const last = deadlines.deadlines.find((entry) => entry.id === `${figures.year}-fourth-estimated-tax-payment`)!;
    await expect(section(page, "en").getByRole("heading", { name: wordsIn("en", words).january.heading(figures.year) })).toBeVisible();
    await expect(section(page, "en")).toContainText(
      wordsIn("en", words).january.text(figures.year, formatLongDate(last.date, wordsIn("en", dateWords))),
    );
  });
});
