import { test, expect } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import { UAT_2026 } from "../src/lib/tax/fixtures/twe-uat-2026";
import type { Household, Person } from "../src/lib/tax/inputs";
import { expectNoViolations } from "./axe";
import { footerLinkTo, pricing, serviceAskedBy, taxYear } from "./content";
import { words } from "../src/components/taxEstimator/words";
import { spokenPrice } from "../src/lib/price";
import { sitePath } from "../src/lib/links";

const main = (page: Page) => page.getByRole("main");
const result = (page: Page) => main(page).getByRole("region", { name: `Your ${taxYear.year} estimate` });
const lines = (page: Page) => main(page).getByRole("table", { name: `Form 1040 for ${taxYear.year}, line by line` });
/** The plan the pricing content gives a kind of household, as the estimate names it. */
const fitting = (fit: string) => pricing.flatMap((section) => section.plans).find((plan) => plan.estimateFit === fit);
const fitLine = (fit: string) => {
  const plan = fitting(fit)!;
  return words.en.result.plan(plan.title, spokenPrice(plan.price));
};
const group = (page: Page, name: string) => main(page).getByRole("group", { name, exact: true });
const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

/** Types an amount as a visitor would, leaving zero fields empty. */
async function type(field: Locator, amount: number) {
  if (amount !== 0) await field.fill(String(amount));
}

async function fillPerson(page: Page, who: "You" | "Your spouse", income: string, person: Person) {
  const flags = group(page, who);
  for (const [label, on] of [
    ["65 or older at the end of 2026 (born before January 2, 1962)", person.age65OrOlder],
    ["Blind", person.blind],
    ["Has a Social Security number valid for work", person.validSsn],
  ] as const) {
    await flags.getByLabel(label, { exact: true }).setChecked(on);
  }
  const amounts = group(page, income);
  await type(amounts.getByLabel("Wages, salaries and tips", { exact: true }), person.wages);
  await type(amounts.getByLabel("Net profit from self-employment", { exact: true }), person.selfEmploymentProfit);
  await type(amounts.getByLabel("Qualified tips", { exact: true }), person.qualifiedTips);
  await type(amounts.getByLabel("Overtime premium", { exact: true }), person.overtimePremium);
}

/** Fills the form with one household of the IRS's test scenarios, field by field, by the labels a visitor reads. */
async function fillHousehold(page: Page, household: Household) {
  const status = {
    single: "Single",
    marriedJointly: "Married filing jointly",
    marriedSeparately: "Married filing separately",
    headOfHousehold: "Head of household",
    qualifyingSurvivingSpouse: "Qualifying surviving spouse",
  }[household.filingStatus];
  await group(page, "Filing status").getByLabel(status, { exact: true }).check();
  await fillPerson(page, "You", "Your income", household.filer);
  if (household.spouse) await fillPerson(page, "Your spouse", "Your spouse's income", household.spouse);
  const fields: [string, number][] = [
    ["Children under 17 with a Social Security number", household.childrenUnder17WithSsn],
    ["Children under 17 without one", household.childrenUnder17WithoutSsn],
    ["Other dependents", household.otherDependents],
    ["Of them, children under 19 or students under 24", household.otherDependentsQualifyingForEic ?? 0],
    ["Taxable interest", household.interest],
    ["Ordinary dividends", household.ordinaryDividends],
    ["Unemployment compensation", household.unemployment],
    ["State and local taxes", household.stateAndLocalTaxes],
    ["Home mortgage interest", household.mortgageInterest],
    ["Gifts to charity in cash", household.giftsToCharity],
    ["Interest on a car loan", household.carLoanInterest],
    ["Federal income tax withheld", household.federalTaxWithheld],
    ["Estimated tax paid for the year", household.estimatedTaxPaid],
  ];
  for (const [label, amount] of fields) await type(main(page).getByLabel(label, { exact: true }), amount);
}

test.describe("the tax estimate", () => {
  // Five households of the IRS Tax Withholding Estimator's 2026 test suite, each read back as the IRS expects it.
  for (const column of ["D", "S", "BB", "BI", "B"]) {
    const scenario = UAT_2026.find((candidate) => candidate.column === column)!;
    test(`column ${column} of the IRS's scenarios: ${scenario.title}`, async ({ page }) => {
      await page.goto("/tax-estimator/");
      await fillHousehold(page, scenario.household);
      const { refund, taxableIncome, tax } = scenario.expected;
      const estimate = result(page);
      await expect(estimate.getByText(refund >= 0 ? "Estimated refund" : "Estimated amount you owe", { exact: true })).toBeVisible();
      await expect(estimate.getByText(dollars(Math.abs(refund)), { exact: true }).first()).toBeVisible();
      await expect(lines(page).getByRole("row", { name: /^15 Taxable income/ })).toContainText(dollars(taxableIncome));
      await expect(lines(page).getByRole("row", { name: /^16 Tax / })).toContainText(dollars(tax));
      await expect(lines(page).getByRole("row", { name: refund >= 0 ? /^34 Amount you overpaid/ : /^37 Amount you owe/ })).toContainText(
        dollars(Math.abs(refund)),
      );
    });
  }

  test("axe finds nothing with the estimate shown, with a field it cannot read, and with 'ask us'", async ({ page }) => {
    // Three whole-page axe runs: past the default 30 s on a busy 2-core machine (once in a fresh clone's run).
    test.slow();
    await page.goto("/tax-estimator/");
    await fillHousehold(page, UAT_2026.find((candidate) => candidate.column === "BI")!.household);
    await expect(lines(page)).toBeVisible();
    await expectNoViolations(page);
    await main(page).getByLabel("Taxable interest", { exact: true }).fill("40k");
    await expect(result(page)).toContainText("Some amounts cannot be read.");
    await expectNoViolations(page);
    await main(page).getByLabel("Taxable interest", { exact: true }).fill("");
    await main(page).getByLabel("Sold stock, crypto, property or other investments").check();
    await expect(result(page).getByRole("heading", { name: "This one needs a person" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("says the result once the typing stops, politely, and keeps what was typed across a reload", async ({ page }) => {
    await page.goto("/tax-estimator/");
    // Nothing is said as the page arrives, only once the visitor has changed something.
    await page.waitForTimeout(1500);
    await expect(main(page).getByRole("status")).toHaveText("");
    await group(page, "Your income").getByLabel("Wages, salaries and tips", { exact: true }).fill("40000");
    await main(page).getByLabel("Federal income tax withheld", { exact: true }).fill("5000");
    const status = main(page).getByRole("status");
    await expect(status).toHaveText(/^Estimated refund: \$\d/);
    await page.reload();
    await expect(group(page, "Your income").getByLabel("Wages, salaries and tips", { exact: true })).toHaveValue("40000");
    await expect(result(page).getByText("Estimated refund", { exact: true })).toBeVisible();
  });

  test("says what cannot be read next to the field, and gives no number until it is corrected", async ({ page }) => {
    await page.goto("/tax-estimator/");
    const wages = group(page, "Your income").getByLabel("Wages, salaries and tips", { exact: true });
    await wages.fill("40k");
    await expect(wages).toHaveAttribute("aria-invalid", "true");
    await expect(wages).toHaveAccessibleDescription(/Enter an amount in dollars, like 52000 or \$52,000\./);
    await expect(result(page)).toContainText("Some amounts cannot be read.");
    await expect(lines(page)).toHaveCount(0);
    await wages.fill("$40,000");
    await expect(wages).not.toHaveAttribute("aria-invalid", "true");
    await expect(lines(page).getByRole("row", { name: /^1a / })).toContainText("$40,000");
  });

  test("says 'ask us' instead of a number where the year needs a person, and leads to the firm with the plan that fits", async ({ page }) => {
    await page.goto("/tax-estimator/");
    await group(page, "Your income").getByLabel("Wages, salaries and tips", { exact: true }).fill("80000");
    test.skip(
      !fitting("wages and the standard deduction") || !fitting("itemized deductions or investments"),
      "the pricing content names no plan for these households",
    );
    await expect(result(page).getByText(fitLine("wages and the standard deduction"))).toBeVisible();
    await main(page).getByLabel("Sold stock, crypto, property or other investments").check();
    const estimate = result(page);
    await expect(estimate.getByRole("heading", { name: "This one needs a person" })).toBeVisible();
    await expect(estimate).toContainText("Capital gains are taxed at their own rates");
    await expect(lines(page)).toHaveCount(0);
    await expect(estimate.getByText("Estimated refund")).toHaveCount(0);
    await expect(estimate.getByText(fitLine("itemized deductions or investments"))).toBeVisible();
    await estimate.getByRole("link", { name: "Have us prepare your return" }).click();
    const { link } = fitting("itemized deductions or investments")!.cta;
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === sitePath(link));
    await expect(page.getByRole("main").getByLabel("Service", { exact: true })).toHaveValue(serviceAskedBy(link)!.title);
  });

  test("says what it leaves out and where its figures come from, and sends nothing anywhere", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") requests.push(`${request.method()} ${request.url()}`);
    });
    await page.goto("/tax-estimator/");
    await expect(main(page).getByRole("heading", { name: "What this estimate leaves out" })).toBeVisible();
    await expect(main(page).getByText("The alternative minimum tax and the net investment income tax")).toBeVisible();
    const [source] = taxYear.brackets.sources;
    await expect(main(page).getByRole("link", { name: source.title }).first()).toHaveAttribute("href", source.url);
    await group(page, "Your income").getByLabel("Wages, salaries and tips", { exact: true }).fill("52000");
    await expect(lines(page).getByRole("row", { name: /^1a / })).toContainText("$52,000");
    expect(requests).toEqual([]);
  });

  test("in Spanish, with the IRS's Spanish names of the lines", async ({ page }) => {
    await page.goto("/es/estimador-de-impuestos/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.es.title(taxYear.year));
    await main(page).getByRole("group", { name: "Sus ingresos" }).getByLabel("Salarios, sueldos y propinas", { exact: true }).fill("30000");
    const estimate = main(page).getByRole("region", { name: `Su estimación de ${taxYear.year}` });
    await expect(estimate.getByText("Cantidad estimada que adeuda", { exact: true })).toBeVisible();
    const table = main(page).getByRole("table", { name: `Formulario 1040 de ${taxYear.year}, línea por línea` });
    await expect(table.getByRole("row", { name: /^11a Ingreso bruto ajustado/ })).toContainText("$30,000");
  });

  test("is linked from the home page, the prices, the deadline calendar and every page's footer", async ({ page }) => {
    for (const path of ["/", "/pricing/", "/tax-deadlines/"]) {
      await page.goto(path);
      await expect(main(page).getByRole("link", { name: /Estimate your (2026 taxes|federal tax)/ })).toHaveAttribute("href", "/tax-estimator/");
    }
    await expect(page.getByRole("contentinfo").getByRole("link", { name: footerLinkTo("/tax-estimator/").label, exact: true })).toHaveAttribute(
      "href",
      "/tax-estimator/",
    );
  });
});
