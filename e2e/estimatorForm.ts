import type { Locator, Page } from "@playwright/test";
import { estimator as words } from "@words/estimator/estimator";
import type { Language } from "../src/lib/languages";
import type { FormLineKey } from "../src/lib/tax/formLines";
import type { Household, Person } from "../src/lib/tax/inputs";
import type { NewYorkLineKey } from "../src/lib/tax/newYork/newYorkEstimate";
import type { NewYorkYear } from "../src/lib/tax/newYork/residence";
import { newYorkEstimate as enNewYork } from "../src/words/en/newYorkEstimate/newYorkEstimate";
import { newYorkEstimate as esNewYork } from "../src/words/es/newYorkEstimate/newYorkEstimate";
import { newYorkQuestions as enQuestions } from "../src/words/en/newYorkQuestions/newYorkQuestions";
import { newYorkQuestions as esQuestions } from "../src/words/es/newYorkQuestions/newYorkQuestions";
import { wordsIn } from "../src/i18n/inEveryLanguage";

/*
 * The tax estimate's form as a visitor fills it, in either language, by the labels the page's words give
 * (src/words/<language>/estimator/), and its lines of Form 1040 and Form IT-201 as the visitor reads them.
 */

const main = (page: Page) => page.getByRole("main");
const group = (page: Page, name: string) => main(page).getByRole("group", { name, exact: true });

/** Types an amount as a visitor would, leaving a zero empty (and emptying what an earlier household left there). */
async function type(field: Locator, amount: number) {
  await field.fill(amount === 0 ? "" : String(amount));
}

async function fillPerson(page: Page, language: Language, year: number, who: "filer" | "spouse", person: Person) {
  const text = wordsIn(language, words);
  const flags = group(page, text.people[who]);
  for (const flag of ["age65OrOlder", "blind", "validSsn"] as const) {
    await flags.getByLabel(text.personFacts[flag](year), { exact: true }).setChecked(person[flag]);
  }
  const amounts = group(page, text.sections.income(who));
  for (const amount of ["wages", "selfEmploymentProfit", "qualifiedTips", "overtimePremium"] as const) {
    await type(amounts.getByLabel(text.personAmounts[amount].label, { exact: true }), person[amount]);
  }
}

/** Fills the form of the `year` estimate with `household`, field by field, over whatever it held. */
export async function fillHousehold(page: Page, language: Language, year: number, household: Household) {
  const text = wordsIn(language, words);
  await group(page, text.filingStatus.legend).getByLabel(text.filingStatus.options[household.filingStatus], { exact: true }).check();
  await fillPerson(page, language, year, "filer", household.filer);
  if (household.spouse) await fillPerson(page, language, year, "spouse", household.spouse);
  for (const [field, { label }] of Object.entries(text.fields) as [keyof typeof text.fields, { label: string }][]) {
    await type(main(page).getByLabel(label, { exact: true }), household[field] ?? 0);
  }
}

/** The estimate's line of Form 1040 named `key`, as a row of its table. */
export function formLine(page: Page, language: Language, year: number, key: FormLineKey): Locator {
  const text = wordsIn(language, words).result;
  return main(page)
    .getByRole("table", { name: text.tableCaption(year) })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: text.lines[key](year), exact: true }) });
}

/** Says where the visitor lived in the `year`, and answers New York's questions when it is New York. */
export async function fillNewYorkYear(page: Page, language: Language, year: number, newYorkYear: NewYorkYear) {
  const text = wordsIn(language, words);
  await group(page, text.residence.legend(year)).getByLabel(text.residence.options[newYorkYear.residence], { exact: true }).check();
  if (newYorkYear.residence === "elsewhere") return;
  const questions = newYorkQuestionWords[language];
  const newYork = group(page, questions.legend);
  await type(newYork.getByLabel(questions.childrenUnder4(year).label, { exact: true }), newYorkYear.childrenUnder4);
  await newYork.getByLabel(questions.partYearResident(year), { exact: true }).setChecked(newYorkYear.partYearResident ?? false);
  if (newYorkYear.residence === "newYorkState")
    await newYork.getByLabel(questions.livedInYonkers(year), { exact: true }).setChecked(newYorkYear.livedInYonkers ?? false);
  await newYork.getByLabel(questions.itemizesForNewYork, { exact: true }).setChecked(newYorkYear.itemizesForNewYork ?? false);
}

export const newYorkWords = { en: enNewYork, es: esNewYork };
export const newYorkQuestionWords = { en: enQuestions, es: esQuestions };

/** The estimate's line of Form IT-201 named `key`, as a row of its table. */
export function newYorkLine(page: Page, language: Language, year: number, key: NewYorkLineKey): Locator {
  const text = newYorkWords[language];
  return main(page)
    .getByRole("table", { name: text.tableCaption(year) })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: text.lines[key], exact: true }) });
}
