/*
 * Opening hours in the page's language: "9:00 AM-6:00 PM", "9:00 a.m. a 6:00 p.m.", "Closed", "Cerrado".
 * The times are written by Intl in the language's locale. A formatter is costly to make, so each language
 * gets one, made on first use (as in dates.ts).
 */
import { LANGUAGE_TAGS, type Language } from "./languages";

/** Opening hours as the content file states them (content/firm/firm.yaml). */
export interface OpeningDays {
  label: string;
  opens?: string | null;
  closes?: string | null;
  closed?: boolean | null;
  note?: string | null;
}

const WORDS: Readonly<Record<Language, { closed: string; range: (opens: string, closes: string) => string }>> = {
  en: { closed: "Closed", range: (opens, closes) => `${opens}-${closes}` },
  es: { closed: "Cerrado", range: (opens, closes) => `${opens} a ${closes}` },
};

const clocks = new Map<Language, Intl.DateTimeFormat>();
function clockOf(language: Language): Intl.DateTimeFormat {
  let clock = clocks.get(language);
  if (!clock) {
    const options = { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "UTC" } as const;
    clock = new Intl.DateTimeFormat(LANGUAGE_TAGS[language].locale, options);
    clocks.set(language, clock);
  }
  return clock;
}

/**
 * "09:00" → "9:00 AM"; "18:00" → "6:00 PM" (Spanish: "9:00 a.m.", "6:00 p.m."). The space some browsers
 * write before AM (a narrow no-break space) is a plain one, so that the built page and the browser agree.
 */
export function formatClock(time: string, language: Language = "en"): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) throw new Error(`Not a 24-hour time (HH:MM): "${time}"`);
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) throw new Error(`Not a valid time of day: "${time}"`);
  return clockOf(language)
    .format(new Date(Date.UTC(2000, 0, 1, hours, minutes)))
    .replace(/\s/g, " ");
}

/**
 * The text shown for one row of the hours: "9:00 AM-6:00 PM", "10:00 AM-3:00 PM (tax season only)", "Closed"
 * (Spanish: "9:00 a.m. a 6:00 p.m.", "Cerrado"). The note is the content's, in the page's language already.
 */
export function formatOpeningTimes(days: OpeningDays, language: Language = "en"): string {
  const words = WORDS[language];
  if (days.closed || !days.opens || !days.closes) return words.closed;
  const range = words.range(formatClock(days.opens, language), formatClock(days.closes, language));
  return days.note ? `${range} (${days.note})` : range;
}
