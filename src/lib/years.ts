import { LANGUAGE_TAGS, type Language } from "./languages";

/** Whole calendar years since the founding year, as the About page counts them (current year minus founding year). */
export function yearsInOperation(foundedYear: number, today: Date = new Date()): number {
  return Math.max(0, today.getFullYear() - foundedYear);
}

/** The years as the About page's figure shows them, in the page's language: 11 → "11+". */
export function yearsFigure(years: number, language: Language = "en"): string {
  return `${new Intl.NumberFormat(LANGUAGE_TAGS[language].locale, { maximumFractionDigits: 0 }).format(years)}+`;
}
