import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { afterFiling, spanishAfterFiling } from "./content";
import { linkNamed } from "./pattern";
import { RECORDS_ANCHOR } from "../src/lib/anchors";
import { linkIn } from "../src/lib/links";
import { pathIn } from "../src/lib/localPaths";
import { countedRules, keepUntil } from "../src/lib/records/keepUntil";
import { afterFiling as en } from "../src/words/en/afterFiling/afterFiling";
import { afterFiling as es } from "../src/words/es/afterFiling/afterFiling";
import { whatToBring as enWhatToBring } from "../src/words/en/whatToBring/whatToBring";
import { whatToBring as esWhatToBring } from "../src/words/es/whatToBring/whatToBring";

const PAGE = "/after-you-file/";
const WORDS = { en: { ...en, checklist: enWhatToBring }, es: { ...es, checklist: esWhatToBring } };
const CONTENT = { en: afterFiling, es: spanishAfterFiling };

const main = (page: Page) => page.getByRole("main");

for (const language of ["en", "es"] as const) {
  const text = WORDS[language];
  const content = CONTENT[language];
  test.describe(`After you file (${language})`, () => {
    test("each refund tracker opens the agency's own page, in Spanish where the agency has one", async ({ page }) => {
      await page.goto(pathIn(language, PAGE));
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(text.title);
      const refunds = main(page).getByRole("region", { name: text.refunds.heading, exact: true });
      await expect(refunds.getByRole("heading", { level: 3 })).toHaveText(content.refunds.map((tracker) => tracker.tool));
      for (const tracker of content.refunds) {
        const open = refunds.getByRole("link", { name: linkNamed(text.refunds.open(tracker.tool)) });
        await expect(open).toHaveAttribute("href", linkIn(tracker, language).href);
        await expect(refunds.getByText(tracker.need, { exact: true })).toBeVisible();
      }
    });

    test("the records' periods are listed, the IRS's then New York's, each cited", async ({ page }) => {
      await page.goto(pathIn(language, PAGE));
      const records = main(page).getByRole("region", { name: text.records.heading, exact: true });
      for (const [caption, rules] of [
        [text.records.federal, content.records],
        [text.records.newYork, content.newYorkRecords],
      ] as const) {
        if (rules.length === 0) continue;
        const table = records.getByRole("table", { name: caption });
        await expect(table.getByRole("rowheader")).toHaveText(rules.map((rule) => rule.situation));
        await expect(table.getByRole("cell")).toHaveText(rules.map((rule) => rule.keep));
      }
      for (const source of content.records.flatMap((rule) => rule.sources)) {
        await expect(records.getByRole("link", { name: linkNamed(source.title) }).first()).toHaveAttribute("href", linkIn(source, language).href);
      }
    });

    test("for a return the visitor names, the year until which to keep its records", async ({ page }) => {
      const rules = countedRules([...content.records, ...content.newYorkRecords]);
      test.skip(rules.length === 0, "no rule counts its years from the filing");
      await page.goto(pathIn(language, PAGE));
      const form = main(page).getByRole("form", { name: text.keepUntil.heading });
      const status = form.getByRole("status");
      const taxYear = new Date().getFullYear() - 1;
      await form.getByLabel(text.keepUntil.taxYear).fill(String(taxYear));
      const [first] = rules;
      const second = rules.at(1);
      await expect(status).toContainText(text.keepUntil.answer(taxYear, keepUntil({ taxYear, filedYear: taxYear + 1, years: first.years })));
      // Filed late: counted from the year it was filed.
      await form.getByLabel(text.keepUntil.filedYear).fill(String(taxYear + 2));
      await expect(status).toContainText(text.keepUntil.answer(taxYear, keepUntil({ taxYear, filedYear: taxYear + 2, years: first.years })));
      if (second) {
        await form.getByRole("radio", { name: `${second.situation}: ${second.keep}` }).check();
        await expect(status).toContainText(text.keepUntil.answer(taxYear, keepUntil({ taxYear, filedYear: taxYear + 2, years: second.years })));
      }
    });

    test("a tax year still to come is refused, with a message beside the field", async ({ page }) => {
      await page.goto(pathIn(language, PAGE));
      const form = main(page).getByRole("form", { name: text.keepUntil.heading });
      const field = form.getByLabel(text.keepUntil.taxYear);
      const thisYear = new Date().getFullYear();
      await field.fill(String(thisYear + 1));
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByText(text.keepUntil.taxYearProblem(thisYear), { exact: true })).toBeVisible();
      await expect(form.getByRole("status")).toHaveText("");
    });

    test("the checklist leads to the records", async ({ page }) => {
      await page.goto(pathIn(language, "/what-to-bring/"));
      await main(page).getByRole("link", { name: text.checklist.keepRecords, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(language, PAGE)}#${RECORDS_ANCHOR}$`));
      await expect(main(page).getByRole("heading", { name: text.records.heading, exact: true })).toBeInViewport();
    });
  });
}

test("the Spanish pages open each tracker's Spanish page wherever they link the tracker", async ({ page }) => {
  const english = afterFiling.refunds.filter((tracker) => tracker.urlEs).map((tracker) => tracker.url);
  for (const route of ["/es/", "/es/preguntas-frecuentes/", pathIn("es", PAGE)]) {
    await page.goto(route);
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(
      hrefs.filter((href) => href && english.includes(href)),
      route,
    ).toEqual([]);
  }
});
