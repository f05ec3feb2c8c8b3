/*
 * The day a letter from the IRS or New York's tax department asks its answer or payment by, from the date printed on
 * the letter and that letter's own rule (content/letters/letters.yaml). Nothing is moved that the rule does not move:
 * a number of days counts calendar days from the letter's date, and only a rule whose law says so moves a last day
 * that falls on a weekend or a legal holiday to the next business day (Internal Revenue Code section 7503).
 */
import { addDays, daysBetween, nextBusinessDay, type IsoDate } from "../businessDays";

/** A letter's rule for its due date, as the content writes it (rules.ts, dueRuleOf). */
export type DueRule =
  | { kind: "daysAfterLetter"; days: number; nextBusinessDay: boolean }
  /**
   * The letter prints its own date to answer or pay by. Where the sender says how it sets that date (`days` after the
   * letter's), the page works it out too, as the date the visitor should find printed.
   */
  | { kind: "printedOnLetter"; days?: number; nextBusinessDay: boolean }
  /** The sender asks for an answer without a date (it keeps the return until it hears from the visitor). */
  | { kind: "noFixedDate" };

/** The due date of a letter dated `letterDate`, or null where the rule gives no day to count to. */
export function dueDate(letterDate: IsoDate, rule: DueRule): IsoDate | null {
  if (rule.kind === "noFixedDate" || rule.days === undefined) return null;
  const last = addDays(letterDate, rule.days);
  return rule.nextBusinessDay ? nextBusinessDay(last) : last;
}

/** Where the visitor stands on `today`: days left (0 on the day itself), or how many days ago it passed. */
export type DueStatus = { state: "ahead"; daysLeft: number } | { state: "passed"; daysAgo: number };

export function dueStatus(due: IsoDate, today: IsoDate): DueStatus {
  const days = daysBetween(today, due);
  return days >= 0 ? { state: "ahead", daysLeft: days } : { state: "passed", daysAgo: -days };
}

/**
 * How many days before the due date the calendar file's reminder is: a week leaves time to gather documents and to
 * mail an answer that must arrive by the date. The firm's choice, not a rule of the IRS's or New York's.
 */
export const REMINDER_DAYS = 7;

/** The reminder's day: `daysBefore` the due date, but never before `from` (the visitor's today). */
export function reminderDate(from: IsoDate, due: IsoDate, daysBefore: number): IsoDate {
  const reminder = addDays(due, -daysBefore);
  return reminder < from ? from : reminder;
}
