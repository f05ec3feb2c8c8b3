import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectNoViolations } from "./axe";
import { fillHousehold, fillNewYorkYear, formLine, newYorkLine, newYorkQuestionWords, newYorkWords } from "./estimatorForm";
import { pricing, taxYear } from "./content";
import { words } from "../src/components/taxEstimator/words";
import { readTaxYear } from "../src/node/loadFigures";
import type { Language } from "../src/lib/languages";
import { linkIn, sitePath } from "../src/lib/links";
import { pathIn } from "../src/lib/localPaths";
import { estimate } from "../src/lib/tax/estimate";
import { estimateFitOf, fittingPlan } from "../src/lib/tax/fittingPlan";
import { household, person } from "../src/lib/tax/fixtures/households";
import type { Household } from "../src/lib/tax/inputs";
import { formatDollars } from "../src/lib/tax/money";
import { newYorkEstimate } from "../src/lib/tax/newYork/newYorkEstimate";
import type { NewYorkYear } from "../src/lib/tax/newYork/residence";

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
          await expect(region.getByRole("link", { name: source.title }).first()).toHaveAttribute("href", linkIn(source, language).href);
        }

        // New York's code and words came with a New York residence only.
        const loaded = await Promise.all(scripts);
        expect(loaded.some((script) => script.includes(newYorkWords.en.lines.schoolTaxCreditRateReduction))).toBe(
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
    await expect(youngest).toHaveAccessibleDescription(new RegExp(words.en.problems.moreThanChildrenUnder17.replace(/[$.()]/g, "\\$&")));
    await expect(region).toHaveCount(0);
    await youngest.fill("");

    const plan = fittingPlan(
      pricing.flatMap((section) => section.plans),
      estimateFitOf(home, estimate(figures, home)),
    );
    await region.getByRole("link", { name: text.askUsLink }).click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === sitePath(plan?.cta.link ?? "/contact/"));
  });
});
