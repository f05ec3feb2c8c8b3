/*
 * Dates as the site writes them, in the page's language: "November 5, 2026", "5 de noviembre de 2026". Written
 * from the language's names, which the caller hands over (src/words/<language>/common/dates.ts), rather than by
 * Intl.DateTimeFormat: making a first formatter is costly on a phone, in the
 * task that hydrates the page (docs/decisions/dates-without-intl.md). dates.test.ts checks every day of two years against Intl's own
 * output in both languages.
 */
/** The names a date is written with, in one language. */
export interface DateWords {
  months: readonly string[];
  weekdays: readonly string[];
  date: (day: number, month: string, year: number) => string;
}

function written(day: Date, words: DateWords, withWeekday: boolean): string {
  const date = words.date(day.getUTCDate(), words.months[day.getUTCMonth()], day.getUTCFullYear());
  return withWeekday ? `${words.weekdays[day.getUTCDay()]}, ${date}` : date;
}

/** The calendar day of "YYYY-MM-DD" (or a longer ISO text) as a Date at midnight UTC; null when it is not one. */
function utcDay(isoDate: string): Date | null {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  return year && month && day ? new Date(Date.UTC(year, month - 1, day)) : null;
}

/** "2026-11-05" → "November 5, 2026" (Spanish: "5 de noviembre de 2026"). */
export function formatDate(isoDate: string, words: DateWords): string {
  const day = utcDay(isoDate);
  return day ? written(day, words, false) : "";
}

/** With its day of the week, for deadlines: "2027-02-01" → "Monday, February 1, 2027" ("lunes, 1 de febrero de 2027"). */
export function formatLongDate(isoDate: string, words: DateWords): string {
  const day = utcDay(isoDate);
  return day ? written(day, words, true) : "";
}

/** A date as the content manager may hand it over (a Date, or text), as YYYY-MM-DD; "" when there is none. */
export function toIsoDate(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  return typeof value === "string" ? value.slice(0, 10) : "";
}

/** "YYYY-MM-DD" naming a day of the calendar (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year, month, day] = text.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
