import { FIRST_LANGUAGE, languageEntry, type Language } from "./languages";

/** Whole calendar years since the founding year, as the About page counts them (current year minus founding year). */
export function yearsInOperation(foundedYear: number, today: Date = new Date()): number {
  return Math.max(0, today.getFullYear() - foundedYear);
}

/**
 * The years as the About page's figure shows them, in the page's language: 11 → "11+". Under a thousand, the
 * digits are the same in English and Spanish, written without Intl, whose first formatter costs a phone tens of
 * milliseconds of the task that hydrates the page; years.test.ts checks both ways against Intl.
 */
export function yearsFigure(years: number, language: Language = FIRST_LANGUAGE): string {
  const whole = Math.round(years);
  return `${whole < 1000 ? whole : new Intl.NumberFormat(languageEntry(language).locale).format(whole)}+`;
}
