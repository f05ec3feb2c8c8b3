import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { documents, firm, footerLinkTo, spanishDocuments, taxYear } from "./content";
import { servicesView as servicesWords } from "../src/words/en/services/servicesView";
import { bookingView as bookingWords } from "../src/words/en/booking/bookingView";
import { fillHousehold } from "./estimatorForm";
import { household as aYear, person } from "../src/lib/tax/fixtures/households";
import { estimator as estimatorWords } from "@words/estimator/estimator";
import { CHECKLIST_STORAGE_KEY, answersFromHousehold, documentsFor, type Answer } from "../src/lib/whatToBring/answers";
import { pathIn } from "../src/lib/localPaths";
import { linkNamed } from "./pattern";
import type { Language } from "../src/lib/languages";
import type { DocumentEntry } from "../src/lib/content/types/documents";
import { whatToBring as en } from "../src/words/en/whatToBring/whatToBring";
import { whatToBring as es } from "../src/words/es/whatToBring/whatToBring";
import { wordsIn } from "../src/i18n/inEveryLanguage";

const PAGE = "/what-to-bring/";
const WORDS = { en, es };

/** A document's heading as the page writes it, in `language`. */
const headingOf = (document: DocumentEntry, language: Language) => {
  const { form, name } = language === "es" ? spanishDocuments.get(document.id)! : document;
  return `${form}: ${name}`;
};

const main = (page: Page) => page.getByRole("main");
const section = (page: Page, name: string) => main(page).getByRole("region", { name, exact: true });
const headings = (page: Page, name: string) => section(page, name).getByRole("heading", { level: 3 });

/** Answers of a household whose list holds documents beyond what everyone brings (the content's first two that do). */
const household = ((): Answer[] => {
  const answers = [...new Set(documents.documents.flatMap((document) => document.bringIf))].filter(
    (answer): answer is Answer => answer !== "everyone",
  );
  return answers.slice(0, 2);
})();

for (const language of ["en", "es"] as const) {
  const text = WORDS[language];
  test.describe(`What to bring (${language})`, () => {
    test("a household's answers give its list at once, and what everyone brings is always there", async ({ page }) => {
      await page.goto(pathIn(language, PAGE));
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(text.title);
      const expected = documentsFor(documents.documents, household);
      await expect(headings(page, text.everyone)).toHaveText(expected.everyone.map((document) => headingOf(document, language)));
      await expect(section(page, text.yours)).toContainText(text.noneYet);
      for (const answer of household) await main(page).getByRole("checkbox", { name: text.questions.answers[answer], exact: true }).check();
      await expect(headings(page, text.yours)).toHaveText(expected.yours.map((document) => headingOf(document, language)));
      await expect(main(page).getByText(text.count(0, expected.everyone.length + expected.yours.length), { exact: true })).toBeVisible();
    });

    test("each document says who sends it, when, what for, and cites its official page", async ({ page }) => {
      await page.goto(`${pathIn(language, PAGE)}?answers=${household.join(",")}`);
      const [document] = documentsFor(documents.documents, household).yours;
      const item = main(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: headingOf(document, language), exact: true }) });
      await expect(item).toHaveCount(1);
      const [source] = document.sources;
      const href = language === "es" ? (source.urlEs ?? source.url) : source.url;
      await expect(item.getByRole("link", { name: linkNamed(source.title) })).toHaveAttribute("href", href);
    });

    test("a tick survives a reload, and clearing forgets the answers and the ticks", async ({ page }) => {
      await page.goto(pathIn(language, PAGE));
      const [first] = documentsFor(documents.documents, []).everyone;
      const { form } = language === "es" ? spanishDocuments.get(first.id)! : first;
      const tick = main(page).getByRole("checkbox", { name: text.have(form), exact: true });
      await tick.check();
      const answer = main(page).getByRole("checkbox", { name: text.questions.answers[household[0]], exact: true });
      await answer.check();
      await page.reload();
      await expect(tick).toBeChecked();
      await expect(answer).toBeChecked();
      await main(page).getByRole("button", { name: text.clear, exact: true }).click();
      await expect(main(page).getByRole("status").filter({ hasText: text.cleared })).toBeVisible();
      await expect(tick).not.toBeChecked();
      await expect(answer).not.toBeChecked();
      await page.reload();
      await expect(tick).toBeEnabled();
      await expect(tick).not.toBeChecked();
      expect(await page.evaluate((key) => window.localStorage.getItem(key), CHECKLIST_STORAGE_KEY)).toBeNull();
    });

    test("answers carried in the address are ticked", async ({ page }) => {
      await page.goto(`${pathIn(language, PAGE)}?answers=${household.join(",")}`);
      for (const answer of household)
        await expect(main(page).getByRole("checkbox", { name: text.questions.answers[answer], exact: true })).toBeChecked();
    });
  });
}

test("printed, the list leaves out the questions and gives the firm's contact details", async ({ page }) => {
  await page.goto(`${PAGE}?answers=${household.join(",")}`);
  await page.emulateMedia({ media: "print" });
  await expect(main(page).getByRole("group", { name: en.questions.legend })).toBeHidden();
  await expect(main(page).getByRole("button", { name: en.print })).toBeHidden();
  await expect(main(page).getByText(en.contact)).toBeVisible();
  await expect(main(page).getByText(en.contact)).toContainText(firm.phone);
  await expect(headings(page, en.yours).first()).toBeVisible();
});

test.describe("from the estimate", () => {
  for (const language of ["en", "es"] as const) {
    test(`"What to bring for this return" carries the estimate's answers (${language})`, async ({ page }) => {
      const year = aYear({ filer: person({ wages: 52_000, qualifiedTips: 1_000 }), otherDependents: 1, mortgageInterest: 8_000 });
      await page.goto(pathIn(language, "/tax-estimator/"));
      await fillHousehold(page, language, taxYear.year, year);
      const carried = answersFromHousehold(year);
      expect(carried).toEqual(["job", "dependents", "home", "tips"]);
      await main(page)
        .getByRole("link", { name: wordsIn(language, estimatorWords).result.whatToBring, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(language, PAGE)}\\?answers=${carried.join(",")}$`));
      const text = WORDS[language];
      for (const answer of carried)
        await expect(main(page).getByRole("checkbox", { name: text.questions.answers[answer], exact: true })).toBeChecked();
      await expect(headings(page, text.yours)).toHaveText(
        documentsFor(documents.documents, carried).yours.map((document) => headingOf(document, language)),
      );
    });
  }
});

test("the services page, the booking page and the footer lead to it", async ({ page }) => {
  const ways = [
    { from: "/services/", link: servicesWords.whatToBring.link },
    { from: "/book/", link: bookingWords.whatToBring },
  ];
  for (const { from, link } of ways) {
    await page.goto(from);
    await main(page).getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  }
  const footer = footerLinkTo(PAGE);
  test.skip(!footer, "the footer's menus (content/navigation/) do not list the page");
  await page.goto("/about/");
  await page.getByRole("contentinfo").getByRole("link", { name: footer.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
});
