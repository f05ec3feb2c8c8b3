import { expect, test, type Page } from "@playwright/test";
import { deadlines, spanishDeadlines, type DeadlineEntry } from "./content";
import { formatLongDate } from "../src/lib/dates";
import { dates as dateWords } from "@words/common/dates";
import { pathIn } from "../src/lib/localPaths";
import { wordsIn } from "../src/i18n/inEveryLanguage";

/*
 * The tax-deadline page as the tests read it, in English and in Spanish: its regions by their names, and the
 * content's deadlines it should list on a given day.
 */

export const HOST = "www.example.com";

/** The content's deadlines in date order, those of one day in the order written: the order of the page. */
export const entries = [...deadlines.deadlines].sort((a, b) => a.date.localeCompare(b.date));
export const titles = (list: readonly DeadlineEntry[]) => list.map((entry) => entry.title);
export const spanishTitle = (entry: DeadlineEntry) => spanishDeadlines.get(entry.id)!.title;
/** An event's title in the Spanish calendars. */
export const spanishSummary = (entry: DeadlineEntry) => `${spanishTitle(entry)} (${spanishDeadlines.get(entry.id)!.form})`;
export const onOrAfter = (date: string) => entries.filter((entry) => entry.date >= date);

/**
 * Skips a day worked by hand on the deadlines shipped for tax years 2026 and 2027 once the editors' content no longer
 * lists the deadline it reads (a date of the IRS's calendar, checked as printed); every other test follows the content.
 */
export function skipUnlessListed(date: string, title: RegExp) {
  const listed = entries.some((entry) => entry.date === date && title.test(entry.title));
  test.skip(!listed, `content/deadlines/ no longer lists a deadline ${title} on ${date} (a day worked by hand)`);
}

/**
 * The days the tests read the page on, with the first day of the three months before each and the last of the
 * twelve months after it, counted by hand rather than by the code under test.
 */
const WINDOWS: Record<string, { since: string; until: string }> = {
  "2026-12-01": { since: "2026-09-01", until: "2027-12-01" },
  "2026-12-10": { since: "2026-09-10", until: "2027-12-10" },
  "2027-02-20": { since: "2026-11-20", until: "2028-02-20" },
  "2027-03-16": { since: "2026-12-16", until: "2028-03-16" },
  "2027-04-01": { since: "2027-01-01", until: "2028-04-01" },
  "2027-05-20": { since: "2027-02-20", until: "2028-05-20" },
  "2027-09-01": { since: "2027-06-01", until: "2028-09-01" },
};

/** What the page lists on `day`: the deadlines of the twelve months from it, and those of the three months before it as passed. */
export function listedOn(day: string) {
  const { since, until } = WINDOWS[day];
  return {
    coming: entries.filter((entry) => entry.date >= day && entry.date <= until),
    passed: entries.filter((entry) => entry.date >= since && entry.date < day),
  };
}

const WORDS = {
  en: {
    coming: "Coming up",
    passed: "Passed",
    next: /^Next deadline/,
    counted: (date: string) => `Counted from today, ${formatLongDate(date, wordsIn("en", dateWords))}.`,
  },
  es: {
    coming: "Próximas",
    passed: "Vencidas",
    next: /^Próxima fecha límite/,
    counted: (date: string) => `Calculado a partir de hoy, ${formatLongDate(date, wordsIn("es", dateWords))}.`,
  },
};
type Language = keyof typeof WORDS;

export const pagePath = (language: Language = "en") => pathIn(language, "/tax-deadlines/");
export const main = (page: Page) => page.getByRole("main");
export const region = (page: Page, name: string | RegExp) => main(page).getByRole("region", { name });
export const comingUp = (page: Page, language: Language = "en") => region(page, WORDS[language].coming);
export const passed = (page: Page, language: Language = "en") => region(page, WORDS[language].passed);
export const nextPanel = (page: Page, language: Language = "en") => region(page, WORDS[language].next);
export const cardTitles = (section: ReturnType<typeof region>) => section.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();

/** The page read on `date` (the visitor's clock), at 10 a.m. in the browser's time zone, once it counts from that day. */
export async function openOn(page: Page, date: string, language: Language = "en") {
  await page.clock.setFixedTime(new Date(`${date}T10:00:00`));
  await page.goto(pagePath(language));
  await expect(nextPanel(page, language)).toContainText(WORDS[language].counted(date));
}
