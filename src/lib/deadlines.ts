/*
 * The tax-deadline calendar's own rules, small enough for the browser: which deadlines are still to come on
 * the visitor's own date, which one is next, how far away it is, and where each calendar file is published.
 * (The files themselves are written at build time by calendarFiles.ts.)
 */
import { daysBetween, type IsoDate } from "./businessDays";
import { slugify } from "./slug";

/** Who a deadline is for: the audiences the page filters by. */
export const AUDIENCES = ["Individuals", "Businesses", "Employers"] as const;
export type Audience = (typeof AUDIENCES)[number];

export interface Deadline {
  title: string;
  /** The day it is due, YYYY-MM-DD, already moved past weekends and holidays as the IRS moves it. */
  date: IsoDate;
  /** False while the date is worked out from the rules, before the official source gives it. */
  confirmed: boolean;
  audience: string;
  form: string;
  /** What must be filed or paid. */
  due: string;
  /** Who it concerns. */
  who: string;
  /** The firm's own cut-off: the day it needs the client's documents by. */
  cutoff: IsoDate;
  /** What the client sends the firm by the cut-off ("your W-2s, 1099s and receipts"). */
  send: string;
  source: string;
  sourceLabel: string;
}

/** The visitor's own calendar date, in their time zone: the day the page is read. */
export function localIsoDate(now: Date): IsoDate {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface Timeline<T> {
  /** Due today or later, earliest first. */
  coming: T[];
  /** Due before today, earliest first. */
  passed: T[];
  /** The date of the next deadline (several may share it), if one is still to come. */
  next?: IsoDate;
}

/** The deadlines in date order (entries of one day in the order written), split at `today`. */
export function timeline<T extends { date: IsoDate }>(deadlines: readonly T[], today: IsoDate): Timeline<T> {
  const ordered = [...deadlines].sort((a, b) => a.date.localeCompare(b.date));
  const coming = ordered.filter((deadline) => deadline.date >= today);
  return { coming, passed: ordered.filter((deadline) => deadline.date < today), next: coming[0]?.date };
}

/** "today", "tomorrow", "in 53 days". */
export function whenInWords(today: IsoDate, date: IsoDate): string {
  const days = daysBetween(today, date);
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  return days > 0 ? `in ${days} days` : days === -1 ? "yesterday" : `${-days} days ago`;
}

export function forAudience<T extends { audience: string }>(deadlines: readonly T[], audience: string | undefined): T[] {
  return audience ? deadlines.filter((deadline) => deadline.audience === audience) : [...deadlines];
}

/* Where the calendar files are published (written by the build, linked from the page). */

const CALENDAR_FOLDER = "/calendar";

/** Every deadline, or those of one audience: "/calendar/tax-deadlines.ics", "/calendar/tax-deadlines-employers.ics". */
export function calendarPath(audience?: string): string {
  return `${CALENDAR_FOLDER}/tax-deadlines${audience ? `-${slugify(audience)}` : ""}.ics`;
}

/** The name a deadline goes by in addresses and calendar UIDs: it stays the same while its title does. */
export function deadlineSlug(taxYear: number, title: string): string {
  return `${taxYear}-${slugify(title)}`;
}

/** One deadline alone, for "Add to calendar". */
export function eventPath(taxYear: number, title: string): string {
  return `${CALENDAR_FOLDER}/deadlines/${deadlineSlug(taxYear, title)}.ics`;
}
