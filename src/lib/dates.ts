/*
 * Dates as the site writes them, in the page's language: "November 5, 2026", "5 de noviembre de 2026". A
 * formatter is costly to make (on a slow phone, a page of deadlines spent most of its script time making one
 * per date), so each language and style gets one, made on first use.
 */
import { LANGUAGE_TAGS, type Language } from "./languages";

const utc = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" } as const;
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(language: Language, withWeekday: boolean): Intl.DateTimeFormat {
  const key = `${language} ${withWeekday}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language].locale, withWeekday ? { ...utc, weekday: "long" } : utc);
    formats.set(key, format);
  }
  return format;
}

/** The calendar day of "YYYY-MM-DD" (or a longer ISO text) as a Date at midnight UTC; null when it is not one. */
function utcDay(isoDate: string): Date | null {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  return year && month && day ? new Date(Date.UTC(year, month - 1, day)) : null;
}

/** "2026-11-05" → "November 5, 2026" (Spanish: "5 de noviembre de 2026"). */
export function formatDate(isoDate: string, language: Language = "en"): string {
  const day = utcDay(isoDate);
  return day ? formatOf(language, false).format(day) : "";
}

/** With its day of the week, for deadlines: "2027-02-01" → "Monday, February 1, 2027" ("lunes, 1 de febrero de 2027"). */
export function formatLongDate(isoDate: string, language: Language = "en"): string {
  const day = utcDay(isoDate);
  return day ? formatOf(language, true).format(day) : "";
}

/** A date as the content manager may hand it over (a Date, or text), as YYYY-MM-DD; "" when there is none. */
export function toIsoDate(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  return typeof value === "string" ? value.slice(0, 10) : "";
}
