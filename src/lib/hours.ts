/*
 * Opening hours in the page's language: "9:00 AM-6:00 PM", "9:00 a.m. a 6:00 p.m.", "Closed", "Cerrado".
 * Written from the language's words, which the caller hands over (src/words/<language>/common/hours.ts), not by Intl: a first Intl formatter is costly on a phone, in the task
 * that hydrates the page (as in dates.ts). hours.test.ts checks every minute of a day against Intl's own output.
 */
/** Opening hours as the content file states them (content/firm/firm.yaml). */
export interface OpeningDays {
  label: string;
  opens?: string | null;
  closes?: string | null;
  closed?: boolean | null;
  note?: string | null;
}

/** The words of opening hours in one language. */
export interface HoursWords {
  closed: string;
  range: (opens: string, closes: string) => string;
  /** Before and after noon. */
  halves: readonly [string, string];
}

/**
 * "09:00" → "9:00 AM"; "18:00" → "6:00 PM" (Spanish: "9:00 a.m.", "6:00 p.m."), with a plain space before AM
 * where some browsers' Intl writes a narrow no-break one.
 */
export function formatClock(time: string, words: HoursWords): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) throw new Error(`Not a 24-hour time (HH:MM): "${time}"`);
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) throw new Error(`Not a valid time of day: "${time}"`);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, "0")} ${words.halves[hours < 12 ? 0 : 1]}`;
}

/**
 * The text shown for one row of the hours: "9:00 AM-6:00 PM", "10:00 AM-3:00 PM (tax season only)", "Closed"
 * (Spanish: "9:00 a.m. a 6:00 p.m.", "Cerrado"). The note is the content's, in the page's language already.
 */
export function formatOpeningTimes(days: OpeningDays, words: HoursWords): string {
  if (days.closed || !days.opens || !days.closes) return words.closed;
  const range = words.range(formatClock(days.opens, words), formatClock(days.closes, words));
  return days.note ? `${range} (${days.note})` : range;
}
