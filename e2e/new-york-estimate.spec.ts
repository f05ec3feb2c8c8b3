import { readFileSync } from "node:fs";
import { join } from "node:path";
import ICAL from "ical.js";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectNoViolations } from "./axe";
import { fillHousehold, fillNewYorkYear, formLine, newYorkLine, newYorkQuestionWords, newYorkWords } from "./estimatorForm";
import { deadlines, pricing, spanishDeadlines, taxYear } from "./content";
import { estimator as words } from "@words/estimator/estimator";
import { estimatedPayments as paymentWords } from "@words/estimatedPayments/estimatedPayments";
import { newYorkPayments as enNewYorkPayments } from "../src/words/en/newYorkPayments/newYorkPayments";
import { newYorkPayments as esNewYorkPayments } from "../src/words/es/newYorkPayments/newYorkPayments";
import { dates as dateWords } from "@words/common/dates";
import { formatLongDate } from "../src/lib/dates";
import { readTaxYear } from "../src/node/loadFigures";
import type { Language } from "../src/lib/languages";
import { linkIn, sitePath } from "../src/lib/links";
import { pathIn } from "../src/lib/localPaths";
import { estimate } from "../src/lib/tax/estimate";
import { installmentsOf, paymentPlan } from "../src/lib/tax/estimatedPayments";
import { estimateFitOf, fittingPlan } from "../src/lib/tax/fittingPlan";
import { household, person } from "../src/lib/tax/fixtures/households";
import type { Household } from "../src/lib/tax/inputs";
import { formatDollars, formatRate } from "../src/lib/tax/money";
import { newYorkPaymentPlan } from "../src/lib/tax/newYork/estimatedPayments";
import { newYorkInstallmentsOf } from "../src/lib/tax/newYork/installments";
import { newYorkEstimate } from "../src/lib/tax/newYork/newYorkEstimate";
import { linkNamed } from "./pattern";
import type { NewYorkYear } from "../src/lib/tax/newYork/residence";
import { wordsIn } from "../src/i18n/inEveryLanguage";

/** The figures the site under test was built with (the content's newest tax year), federal and New York's. */
const figures = readTaxYear(join(__dirname, "..", process.env.E2E_CONTENT ?? "content"), taxYear.year);
const year = figures.year;

/** Households of our own, as visitors would type them; what the page should show is figured from the content's figures. */
const VISITORS: { who: string; household: Household; newYorkYear: NewYorkYear }[] = [
  {
    who: "a Brooklyn freelancer",
    household: household({ filer: person({ selfEmploymentProfit: 85_000 }), estimatedTaxPaid: 9_000 }),
    newYorkYear: { residence: "newYorkCity", childrenUnder4: 0 },
  },
  {
    who: "a Buffalo family",
    household: household({
      filingStatus: "marriedJointly",
      filer: person({ wages: 62_000 }),
      spouse: person({ wages: 38_000 }),
      childrenUnder17WithSsn: 2,
      federalTaxWithheld: 7_500,
    }),
    newYorkYear: { residence: "newYorkState", childrenUnder4: 1 },
  },
  {
    who: "someone elsewhere",
    household: household({ filer: person({ wages: 58_000 }), federalTaxWithheld: 6_000 }),
    newYorkYear: { residence: "elsewhere", childrenUnder4: 0 },
  },
];

const main = (page: Page) => page.getByRole("main");
const newYorkPaymentWords = { en: enNewYorkPayments, es: esNewYorkPayments };
/** A deadline's title in the page's language, by its key. */
const titleOf = (language: Language, id: string) =>
  language === "en" ? deadlines.deadlines.find((entry) => entry.id === id)!.title : spanishDeadlines.get(id)!.title;

/** The federal and New York plans the page should show for a visitor who expects no withholding next year but this year's federal. */
function expectedPlans(home: Household, newYorkYear: NewYorkYear) {
  const federal = estimate(figures, home);
  const newYork = newYorkEstimate(figures, home, federal, newYorkYear);
  const newYorkAgi = newYork.lines.find(({ key }) => key === "newYorkAdjustedGrossIncome")!.amount;
  return {
    askUs: newYork.askUs,
    federal: paymentPlan(figures.estimatedTax, federal, home.filingStatus, home.federalTaxWithheld, installmentsOf(deadlines.deadlines, year + 1)),
    newYork: newYorkPaymentPlan(
      figures.newYorkEstimatedTax,
      year,
      newYork,
      newYorkAgi,
      home.filingStatus,
      { state: 0, city: 0 },
      newYorkInstallmentsOf(deadlines.deadlines, year + 1),
    ),
  };
}

/** The text of every script the page loads, to see whether New York's code came. */
function scriptsOf(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(response.text().catch(() => ""));
  });
  return scripts;
}

test.describe("the state's and the city's tax on the tax estimate", () => {
  for (const language of ["en", "es"] as Language[]) {
    for (const { who, household: home, newYorkYear } of VISITORS) {
      test(`(${language}) ${who}: the lines of Form IT-201, what needs a person and the sources`, async ({ page }) => {
        const requests: string[] = [];
        page.on("request", (request) => {
          if (request.method() !== "GET") requests.push(`${request.method()} ${request.url()}`);
        });
        const scripts = scriptsOf(page);
        const text = newYorkWords[language];
        const federal = estimate(figures, home);
        const expected = newYorkEstimate(figures, home, federal, newYorkYear);
        const inCity = newYorkYear.residence === "newYorkCity";

        await page.goto(pathIn(language, "/tax-estimator/"));
        await fillHousehold(page, language, year, home);
        await fillNewYorkYear(page, language, year, newYorkYear);
        await expect(formLine(page, language, year, "adjustedGrossIncome")).toContainText(formatDollars(federal.lines.adjustedGrossIncome));
        const region = main(page).getByRole("region", { name: text.heading(year, inCity) });

        if (newYorkYear.residence === "elsewhere") {
          // The federal estimate alone, as before New York was asked: none of New York's lines, and none of its code.
          await expect(main(page).getByRole("table", { name: text.tableCaption(year) })).toHaveCount(0);
          await expect(main(page).getByRole("group", { name: newYorkQuestionWords[language].legend, exact: true })).toHaveCount(0);
        } else {
          // Each line of IT-201 the estimate figures, read by its name, with its number and amount, in the form's order.
          const table = region.getByRole("table", { name: text.tableCaption(year) });
          await expect(table.getByRole("row")).toHaveCount(expected.lines.length + 1);
          for (const { line, key, amount } of expected.lines) {
            const row = newYorkLine(page, language, year, key);
            await expect(row.getByRole("cell").first()).toHaveText(line);
            await expect(row.getByRole("cell").last()).toHaveText(formatDollars(amount));
          }
          // The city's lines for a New York City resident only; the family's Empire State child credit counted.
          expect(expected.lines.some(({ key }) => key === "newYorkCityTax")).toBe(inCity);
          await expect(newYorkLine(page, language, year, "newYorkCityTax")).toHaveCount(inCity ? 1 : 0);
          if (!inCity) expect(expected.lines.find(({ key }) => key === "empireStateChildCredit")!.amount).toBeGreaterThan(0);

          // What needs a person, each reason said, and the way to us.
          await expect(region.getByRole("heading", { name: text.askUsHeading })).toHaveCount(expected.askUs.length > 0 ? 1 : 0);
          for (const topic of expected.askUs) await expect(region.getByText(text.topics[topic])).toBeVisible();

          // Where New York's figures come from, each linked.
          const [source] = figures.newYorkState.sources;
          await expect(region.getByRole("link", { name: linkNamed(source.title) }).first()).toHaveAttribute("href", linkIn(source, language).href);
        }

        // New York's code and words, in the page's language, came with a New York residence only, the plan's as well as the lines'.
        await expect(main(page).getByRole("region", { name: wordsIn(language, paymentWords).heading(year + 1) })).toBeVisible();
        const loaded = await Promise.all(scripts);
        if (newYorkYear.residence === "elsewhere")
          expect(loaded.some((script) => script.includes(newYorkPaymentWords[language].calendarNote))).toBe(false);
        expect(loaded.some((script) => script.includes(newYorkWords[language].lines.schoolTaxCreditRateReduction))).toBe(
          newYorkYear.residence !== "elsewhere",
        );
        expect(requests).toEqual([]);
      });
    }
  }

  test("a Brooklyn freelancer asked about, leads to the firm; axe finds nothing; a count of young children it cannot read is named", async ({
    page,
  }) => {
    test.slow();
    const { household: home, newYorkYear } = VISITORS[0];
    const text = newYorkWords.en;
    const expected = newYorkEstimate(figures, home, estimate(figures, home), newYorkYear);
    test.skip(expected.askUs.length === 0, "the estimate figures this household's whole year of state tax");
    await page.goto("/tax-estimator/");
    await fillHousehold(page, "en", year, home);
    await fillNewYorkYear(page, "en", year, newYorkYear);
    const region = main(page).getByRole("region", { name: text.heading(year, true) });
    await expect(region.getByRole("table", { name: text.tableCaption(year) })).toBeVisible();
    await expectNoViolations(page);

    // More children under 4 than children: said beside the field, and no New York lines until it is corrected.
    const youngest = main(page).getByLabel(newYorkQuestionWords.en.childrenUnder4(year).label, { exact: true });
    await youngest.fill(String(home.childrenUnder17WithSsn + 1));
    await expect(youngest).toHaveAttribute("aria-invalid", "true");
    await expect(youngest).toHaveAccessibleDescription(new RegExp(wordsIn("en", words).problems.moreThanChildrenUnder17.replace(/[$.()]/g, "\\$&")));
    await expect(region).toHaveCount(0);
    await youngest.fill("");

    const plan = fittingPlan(
      pricing.flatMap((section) => section.plans),
      estimateFitOf(home, estimate(figures, home)),
    );
    await region.getByRole("link", { name: text.askUsLink }).click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === sitePath(plan?.cta.link ?? "/contact/"));
  });

  for (const language of ["en", "es"] as Language[]) {
    test(`(${language}) a Brooklyn freelancer's 2027 plan: New York's four installments beside the federal, all in one calendar file`, async ({
      page,
    }) => {
      const { household: home, newYorkYear } = VISITORS[0];
      const text = newYorkPaymentWords[language];
      const plans = expectedPlans(home, newYorkYear);
      expect(plans.newYork.installments).toHaveLength(4);
      expect(plans.federal.installments).toHaveLength(4);
      await page.goto(pathIn(language, "/tax-estimator/"));
      await fillHousehold(page, language, year, home);
      await fillNewYorkYear(page, language, year, newYorkYear);
      const panel = main(page).getByRole("region", { name: wordsIn(language, paymentWords).heading(year + 1) });
      const newYork = panel.getByRole("region", { name: text.heading(year + 1, true) });
      await expect(newYork.getByText(text.required(formatRate(plans.newYork.share)), { exact: true })).toBeVisible();
      await expect(newYork.getByText(text.threshold(formatDollars(figures.newYorkEstimatedTax.noPaymentsBelow)))).toBeVisible();
      await expect(newYork.getByLabel(text.withholding.state(year + 1), { exact: true })).toHaveValue("");
      await expect(newYork.getByLabel(text.withholding.city(year + 1), { exact: true })).toHaveValue("");
      await expect(newYork.getByText(text.leftOut)).toHaveCount(plans.askUs.length > 0 ? 1 : 0);

      // New York's installments, each on New York's own date, with its amount.
      const rows = newYork.getByRole("table", { name: text.paymentsCaption(4), exact: true }).getByRole("row");
      await expect(rows).toHaveCount(5);
      for (const [index, installment] of plans.newYork.installments.entries()) {
        const row = rows.nth(index + 1);
        await expect(row.getByRole("rowheader")).toHaveText(titleOf(language, installment.id));
        await expect(row.getByRole("cell").nth(0)).toHaveText(formatLongDate(installment.date, wordsIn(language, dateWords)));
        await expect(row.getByRole("cell").nth(1)).toContainText(formatDollars(installment.amount));
      }

      // One file with both plans' eight events, each linking to its own tax's payment page and naming its form.
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        panel.getByRole("button", { name: wordsIn(language, paymentWords).download(8) }).click(),
      ]);
      const calendar = new ICAL.Component(ICAL.parse(readFileSync(await file.path(), "utf8")) as unknown[]);
      const events = calendar
        .getAllSubcomponents("vevent")
        .map((component) => ({ event: new ICAL.Event(component), url: component.getFirstPropertyValue("url") }));
      const federalPage = linkIn(figures.estimatedTax.paymentPage, language).href;
      const newYorkPage = linkIn(figures.newYorkEstimatedTax.paymentPage, language).href;
      const eventOf = ({ event, url }: (typeof events)[number]) => [event.summary, event.startDate.toString(), url];
      const expectedEvent =
        (page: string) =>
        ({ id, date, amount }: { id: string; date: string; amount: number }) => [`${formatDollars(amount)}: ${titleOf(language, id)}`, date, page];
      expect(events.map(eventOf)).toEqual(
        expect.arrayContaining([
          ...plans.federal.installments.map(expectedEvent(federalPage)),
          ...plans.newYork.installments.map(expectedEvent(newYorkPage)),
        ]),
      );
      expect(events).toHaveLength(8);
      for (const { event, url } of events) expect(event.description).toMatch(url === newYorkPage ? /IT-2105/ : /1040-ES/);
    });
  }
});
