import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { letters, services } from "./content";
import { formatDate, formatLongDate } from "../src/lib/dates";
import { dateWords } from "../src/i18n/dateWords";
import { addDays } from "../src/lib/businessDays";
import { localIsoDate } from "../src/lib/deadlines";
import { dueRuleOf } from "../src/lib/letters/rules";
import { dueDate } from "../src/lib/letters/dueDate";
import { prefill } from "../src/words/en/forms/prefill";
import { pathIn } from "../src/lib/localPaths";
import { letterForm } from "../src/words/en/letters/letterForm";
import { letterForm as spanishLetterForm } from "../src/words/es/letters/letterForm";
import { letterAnswer } from "../src/words/en/letters/letterAnswer";
import { unknownLetter } from "../src/words/en/letters/unknownLetter";
import { answerIt } from "../src/words/en/letters/answerIt";
import { contactForm } from "../src/words/en/contact/contactForm";

const main = (page: Page) => page.getByRole("main");

async function describeLetter(page: Page, number: string, date: string, words: typeof letterForm = letterForm) {
  await main(page).getByLabel(words.number, { exact: true }).fill(number);
  await main(page).getByLabel(words.date, { exact: true }).fill(date);
}

// A letter due a number of days after its date, which no weekend moves: dated that many days ago, it is due today.
const countedLetter = letters.letters.find((letter) => letter.dueRule === "days after the letter's date" && !letter.nextBusinessDay);

/** A number no letter of the content has. */
const unknownNumber = ["ZZ 0", "ZZ 00", "ZZ 000"].find((number) => !letters.letters.some((letter) => letter.number === number))!;

test.describe("Got a letter?", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/letters/");
  });

  test("a letter dated as many days ago as its rule counts reads as due today", async ({ page }) => {
    test.skip(!countedLetter, "no letter of the content counts days without a weekend rule");
    const today = localIsoDate(new Date());
    const letterDate = addDays(today, -countedLetter!.dueDays!);
    await describeLetter(page, countedLetter!.number.toLowerCase(), letterDate);
    const answer = main(page).getByRole("article", { name: `${countedLetter!.number}: ${countedLetter!.title}` });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(letterAnswer.dueBy(countedLetter!.dueAction, formatLongDate(today, dateWords.en)));
    await expect(answer).toContainText(letterAnswer.dueToday);
    await expect(answer.getByRole("listitem")).toHaveCount(countedLetter!.steps.length + countedLetter!.sources.length);
  });

  test("a number the page does not know gets its honest answer", async ({ page }) => {
    await describeLetter(page, unknownNumber, localIsoDate(new Date()));
    const answer = main(page).getByRole("article", { name: unknownLetter.title(unknownNumber) });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(unknownLetter.text);
    for (const point of unknownLetter.whatMostAsk) await expect(answer).toContainText(point);
  });

  test("“Have us answer it” opens the contact form with the service chosen and the letter named", async ({ page }) => {
    const letter = letters.letters[0];
    const letterDate = localIsoDate(new Date());
    const due = dueDate(letterDate, dueRuleOf(letter));
    await describeLetter(page, letter.number, letterDate);
    await main(page).getByRole("link", { name: answerIt.link }).click();
    await expect(page).toHaveURL(/\/contact\/\?/);
    const form = main(page).getByRole("form", { name: contactForm.form });
    const service = services.find((entry) => entry.id === letters.answeredBy)!;
    await expect(form.getByLabel(contactForm.service, { exact: true })).toHaveValue(service.title);
    const firstLine = prefill.letter(letter.number, due ? formatDate(due, dateWords.en) : undefined);
    const message = form.getByLabel(contactForm.message, { exact: true });
    await expect.poll(async () => (await message.inputValue()).split("\n")[0]).toBe(firstLine);
  });

  test("axe finds nothing with an answer shown, known or not, in either language", async ({ page }) => {
    await describeLetter(page, letters.letters[0].number, localIsoDate(new Date()));
    await expect(main(page).getByRole("article")).toBeVisible();
    await expectNoViolations(page);
    await describeLetter(page, unknownNumber, localIsoDate(new Date()));
    await expect(main(page).getByRole("article", { name: unknownLetter.title(unknownNumber) })).toBeVisible();
    await expectNoViolations(page);
    await page.goto(pathIn("es", "/letters/"));
    await describeLetter(page, letters.letters[0].number, localIsoDate(new Date()), spanishLetterForm);
    await expect(main(page).getByRole("article")).toBeVisible();
    await expectNoViolations(page);
  });
});
