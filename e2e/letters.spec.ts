import { readFileSync } from "node:fs";
import ICAL from "ical.js";
import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { letters, services, spanishLetters } from "./content";
import { formatDate, formatLongDate } from "../src/lib/dates";
import { dates as dateWords } from "@words/common/dates";
import { addDays } from "../src/lib/businessDays";
import { localIsoDate } from "../src/lib/deadlines";
import type { Language } from "../src/lib/languages";
import { dueRuleOf } from "../src/lib/letters/rules";
import { dueDate, REMINDER_DAYS, reminderDate } from "../src/lib/letters/dueDate";
import { prefill } from "../src/words/en/forms/prefill";
import { pathIn } from "../src/lib/localPaths";
import { telHref } from "../src/lib/links";
import { letterForm } from "../src/words/en/letters/letterForm";
import { letterForm as spanishLetterForm } from "../src/words/es/letters/letterForm";
import { letterAnswer } from "../src/words/en/letters/letterAnswer";
import { letterAnswer as spanishLetterAnswer } from "../src/words/es/letters/letterAnswer";
import { letterCalendar } from "../src/words/en/letters/letterCalendar";
import { letterCalendar as spanishLetterCalendar } from "../src/words/es/letters/letterCalendar";
import { unknownLetter } from "../src/words/en/letters/unknownLetter";
import { answerIt } from "../src/words/en/letters/answerIt";
import { scamCheck } from "../src/words/en/letters/scamCheck";
import { scamCheck as spanishScamCheck } from "../src/words/es/letters/scamCheck";
import { linkNamed } from "./pattern";
import { contactForm } from "../src/words/en/contact/contactForm";
import { wordsIn } from "../src/i18n/inEveryLanguage";

const main = (page: Page) => page.getByRole("main");

async function describeLetter(page: Page, number: string, date: string, words: typeof letterForm = letterForm) {
  await main(page).getByLabel(words.number, { exact: true }).fill(number);
  await main(page).getByLabel(words.date, { exact: true }).fill(date);
}

const WORDS = {
  en: { form: letterForm, answer: letterAnswer, calendar: letterCalendar },
  es: { form: spanishLetterForm, answer: spanishLetterAnswer, calendar: spanishLetterCalendar },
};
const SCAM_CHECK = { en: scamCheck, es: spanishScamCheck };
const LANGUAGES: readonly Language[] = ["en", "es"];

/** A letter's heading on the page, in `language`: its number and its title. */
const headingOf = (letter: (typeof letters.letters)[number], language: Language) =>
  `${letter.number}: ${language === "es" ? spanishLetters.get(letter.id)!.title : letter.title}`;

/** The events of a downloaded calendar file, as a calendar app reads them (ical.js). */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
}

/** The content's first letter whose due date the page counts from the letter's, over more than three days. */
const calendarLetter = letters.letters.find((letter) => dueRuleOf(letter).kind !== "noFixedDate" && (letter.dueDays ?? 0) > 3)!;

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
    const answer = main(page).getByRole("article", { name: `${countedLetter!.number}: ${countedLetter!.title}`, exact: true });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(letterAnswer.dueBy(countedLetter!.dueAction, formatLongDate(today, wordsIn("en", dateWords))));
    await expect(answer).toContainText(letterAnswer.dueToday);
    await expect(answer.getByRole("listitem")).toHaveCount(countedLetter!.steps.length + countedLetter!.sources.length);
  });

  for (const language of LANGUAGES) {
    test(`(${language}) a letter dated a few days less than its rule counts reads as due within days, and its calendar file holds that date`, async ({
      page,
    }) => {
      test.skip(!calendarLetter, "no letter of the content has a date the page counts");
      const words = WORDS[language];
      const today = "2041-03-15";
      await page.clock.setFixedTime(new Date(`${today}T10:00:00`));
      await page.goto(pathIn(language, "/letters/"));
      // Its rule's days from the content, less three: due in three days, on Monday the 18th, which no weekend moves.
      const letterDate = addDays(today, -(calendarLetter.dueDays! - 3));
      const due = dueDate(letterDate, dueRuleOf(calendarLetter))!;
      await describeLetter(page, calendarLetter.number, letterDate, words.form);
      const answer = main(page).getByRole("article", { name: headingOf(calendarLetter, language) });
      await expect(answer).toContainText(formatLongDate(due, wordsIn(language, dateWords)));
      await expect(answer).toContainText(words.answer.dueIn(3));

      const [file] = await Promise.all([page.waitForEvent("download"), answer.getByRole("button", { name: words.calendar.add }).click()]);
      expect(file.suggestedFilename()).toBe(words.calendar.fileName(calendarLetter.number));
      const events = eventsOf(readFileSync(await file.path(), "utf8"));
      expect(events.map((event) => [event.startDate.toString(), event.startDate.isDate])).toEqual([
        [reminderDate(today, due, REMINDER_DAYS), true],
        [due, true],
      ]);
      expect(events[1].summary).toBe(
        words.calendar.dueSummary(
          calendarLetter.number,
          language === "es" ? spanishLetters.get(calendarLetter.id)!.dueAction : calendarLetter.dueAction,
        ),
      );
    });
  }

  test.describe("when the connection drops", () => {
    test.use({ expectedConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

    test("says when the calendar file's code cannot load, and makes the file on a second try", async ({ page }) => {
      test.skip(!calendarLetter, "no letter of the content has a date the page counts");
      await describeLetter(page, calendarLetter.number, localIsoDate(new Date()));
      const answer = main(page).getByRole("article", { name: headingOf(calendarLetter, "en") });
      const button = answer.getByRole("button", { name: letterCalendar.add });

      // The connection drops: the file's code, loaded only on the click, does not arrive.
      await page.route("**/*.js", (route) => route.abort("internetdisconnected"));
      await button.click();
      await expect(answer.getByRole("alert")).toHaveText(letterCalendar.failed);

      await page.unroute("**/*.js");
      const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
      expect(eventsOf(readFileSync(await file.path(), "utf8")).length).toBeGreaterThan(0);
      await expect(answer.getByRole("alert")).toHaveCount(0);
    });
  });

  test("every letter of the content is answered, in both languages", async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.goto(pathIn(language, "/letters/"));
      for (const letter of letters.letters) {
        await describeLetter(page, letter.number, localIsoDate(new Date()), WORDS[language].form);
        await expect(main(page).getByRole("article", { name: headingOf(letter, language) })).toBeVisible();
        await expect(main(page).getByRole("status")).toHaveText(
          WORDS[language].form.found(letter.number, language === "es" ? spanishLetters.get(letter.id)!.title : letter.title),
        );
      }
    }
  });

  test("a number the page does not know gets its honest answer", async ({ page }) => {
    await describeLetter(page, unknownNumber, localIsoDate(new Date()));
    const answer = main(page).getByRole("article", { name: unknownLetter.title(unknownNumber) });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(unknownLetter.text);
    for (const point of unknownLetter.whatMostAsk) await expect(answer).toContainText(point);
  });

  test("the general answers cite the content's sources and the IRS's number, on the Spanish page their Spanish pages where they have one", async ({
    page,
  }) => {
    for (const language of LANGUAGES) {
      await page.goto(pathIn(language, "/letters/"));
      await describeLetter(page, unknownNumber, localIsoDate(new Date()), WORDS[language].form);
      const cited = [
        { where: main(page).getByRole("article"), sources: letters.unknownLetterSources },
        { where: main(page).getByRole("region", { name: SCAM_CHECK[language].title }), sources: letters.scamCheckSources },
      ];
      for (const { where, sources } of cited) {
        await expect(where.getByRole("list").last().getByRole("link")).toHaveCount(sources.length);
        for (const source of sources) {
          const href = language === "es" ? (source.urlEs ?? source.url) : source.url;
          await expect(where.getByRole("link", { name: linkNamed(source.title) })).toHaveAttribute("href", href);
        }
      }
      const scamCheck = main(page).getByRole("region", { name: SCAM_CHECK[language].title });
      for (const point of SCAM_CHECK[language].points(letters.irsPhone))
        await expect(scamCheck.getByRole("listitem").filter({ hasText: point })).toHaveCount(1);
      // The number is a link a phone can call.
      await expect(scamCheck.getByRole("link", { name: letters.irsPhone })).toHaveAttribute("href", telHref(letters.irsPhone));
    }
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
    const firstLine = prefill.letter(letter.number, due ? formatDate(due, wordsIn("en", dateWords)) : undefined);
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
