/*
 * The tax-deadline calendar's own rules, small enough for the browser: which deadlines the page lists on the
 * visitor's own date (those of the next twelve months, and the last three months' as passed), which one is
 * next, how far away it is, and where each calendar file is published. (The files themselves are written at
 * build time by calendarFiles.ts.)
 */
import { addMonths, compareIsoDates, dateOf, daysBetween, type IsoDate } from "./businessDays";
import { FIRST_LANGUAGE, type Language } from "./languages";
import { slugify } from "./slug";
import type { DeadlineEntry } from "./content/types/deadlines";
import { AUDIENCES } from "./deadlineAudiences";

/** Who a deadline is for (deadlineAudiences.ts; the deadlines' content offers them as its choices): the audiences the page filters by. */
export { AUDIENCES };
export type Audience = (typeof AUDIENCES)[number];

/** The names of deadlines in one language, as the caller hands them over (src/words/<language>/deadlines/deadlineNames.ts). */
export interface DeadlineNames {
  /** Each audience as readers of the language call it: on the filter, on a card and as a calendar event's category. */
  audiences: Readonly<Record<Audience, string>>;
  /** When a date is due, counted in days from today, as a whole phrase: its verb's tense follows the days. */
  dueIn: (days: number) => string;
}

export const isAudience = (value: unknown): value is Audience => (AUDIENCES as readonly unknown[]).includes(value);

/** An audience's name in the language of `names`; a value that is no audience of ours as it is written. */
export function audienceName(audience: string, names: DeadlineNames): string {
  return isAudience(audience) ? names.audiences[audience] : audience;
}

/**
 * A deadline of the calendar (deadlines.yaml): its key (`id`) is its anchor on the page, its calendar event's UID
 * and its calendar file's name; its date is already moved past weekends and holidays as the IRS moves it; `cutoff`
 * is the firm's own day for the client's documents. Its audience is any text here, as a preview may hold one that
 * the content check has yet to refuse.
 */
export type Deadline = Omit<DeadlineEntry, "audience"> & { audience: string };

/** The visitor's own calendar date, in their time zone: the day the page is read. */
export function localIsoDate(now: Date): IsoDate {
  return dateOf(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** How far the page looks ahead of the visitor's date, and how far back it still shows the passed deadlines. */
export const MONTHS_AHEAD = 12;
export const MONTHS_PASSED = 3;

export interface Timeline<T> {
  /** Due from today to twelve months after it, both days included, earliest first. */
  coming: T[];
  /** Due in the three months before today, earliest first. */
  passed: T[];
  /** The date of the next deadline (several may share it), if one is listed as coming. */
  next?: IsoDate;
}

/**
 * The deadlines the page lists on `today`, whatever tax year each belongs to, in date order (entries of one day
 * in the order written): those to come within twelve months, and those of the last three months as passed.
 */
export function timeline<T extends { date: IsoDate }>(deadlines: readonly T[], today: IsoDate): Timeline<T> {
  const [since, until] = [addMonths(today, -MONTHS_PASSED), addMonths(today, MONTHS_AHEAD)];
  const ordered = [...deadlines].sort((a, b) => compareIsoDates(a.date, b.date));
  const coming = ordered.filter((deadline) => deadline.date >= today && deadline.date <= until);
  const passed = ordered.filter((deadline) => deadline.date >= since && deadline.date < today);
  return { coming, passed, next: coming[0]?.date };
}

/** "Due today", "Due in 53 days", "Venció hace 3 días". */
export function dueInWords(today: IsoDate, date: IsoDate, names: DeadlineNames): string {
  return names.dueIn(daysBetween(today, date));
}

export function forAudience<T extends { audience: string }>(deadlines: readonly T[], audience: string | undefined): T[] {
  return audience ? deadlines.filter((deadline) => deadline.audience === audience) : [...deadlines];
}

/*
 * Where the calendar files are published (written by the build, linked from the page): the first language's in
 * /calendar/, those of another language beside them in /calendar/<language>/, under the same names.
 */

const calendarFolder = (language: Language) => (language === FIRST_LANGUAGE ? "/calendar" : `/calendar/${language}`);

/**
 * Every deadline, or those of one audience: "/calendar/tax-deadlines.ics", "/calendar/tax-deadlines-employers.ics",
 * "/calendar/es/tax-deadlines-employers.ics".
 */
export function calendarPath(audience?: string, language: Language = FIRST_LANGUAGE): string {
  return `${calendarFolder(language)}/tax-deadlines${audience ? `-${slugify(audience)}` : ""}.ics`;
}

/** One deadline alone, for "Add to calendar", by its id: "/calendar/es/deadlines/2026-form-w-2.ics". */
export function eventPath(id: string, language: Language = FIRST_LANGUAGE): string {
  return `${calendarFolder(language)}/deadlines/${id}.ics`;
}
