/*
 * The tax-deadline calendar's own rules, small enough for the browser: which deadlines are still to come on
 * the visitor's own date, which one is next, how far away it is, the names the page and the calendar files
 * share, and where each calendar file is published. (The files themselves are written at build time by
 * calendarFiles.ts.)
 */
import { compareIsoDates, daysBetween, type IsoDate } from "./businessDays";
import type { Language } from "./languages";
import { slugify } from "./slug";

/** Who a deadline is for: the audiences the page filters by. These English names are keys in every language. */
export const AUDIENCES = ["Individuals", "Businesses", "Employers"] as const;
export type Audience = (typeof AUDIENCES)[number];

/** Each audience as readers of a language call it: on the filter, on a card and as a calendar event's category. */
const AUDIENCE_NAMES: Readonly<Record<Language, Record<Audience, string>>> = {
  en: { Individuals: "Individuals", Businesses: "Businesses", Employers: "Employers" },
  es: { Individuals: "Personas", Businesses: "Negocios", Employers: "Empleadores" },
};

export const isAudience = (value: unknown): value is Audience => (AUDIENCES as readonly unknown[]).includes(value);

/** An audience's name in `language`; a value that is no audience of ours as it is written. */
export function audienceName(audience: string, language: Language): string {
  return isAudience(audience) ? AUDIENCE_NAMES[language][audience] : audience;
}

/** The label of a date worked out from the rules: the card's tag, and the words the page and the calendars quote. */
export const EXPECTED_DATE: Readonly<Record<Language, string>> = { en: "Expected date", es: "Fecha prevista" };

export interface Deadline {
  title: string;
  /**
   * The English title of a translated deadline: what names it in anchors and calendar UIDs in every language,
   * so that both pages share their anchors and a calendar never holds a deadline twice. Absent in English.
   */
  englishTitle?: string;
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

/** A translation's deadlines, each with the English title of the entry at its place (the content matches them so). */
export function withEnglishTitles<T extends { title: string }>(
  deadlines: readonly T[],
  english: readonly { title: string }[],
): (T & { englishTitle: string })[] {
  return deadlines.map((deadline, index) => ({ ...deadline, englishTitle: english[index]?.title ?? deadline.title }));
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
  const ordered = [...deadlines].sort((a, b) => compareIsoDates(a.date, b.date));
  const coming = ordered.filter((deadline) => deadline.date >= today);
  return { coming, passed: ordered.filter((deadline) => deadline.date < today), next: coming[0]?.date };
}

/** When a date is due, counted in days from today, as a whole phrase: its verb's tense follows the days. */
const DUE_IN_WORDS: Readonly<Record<Language, (days: number) => string>> = {
  en: (days) => {
    if (days === 0) return "Due today";
    if (days === 1) return "Due tomorrow";
    if (days > 1) return `Due in ${days} days`;
    return days === -1 ? "Due yesterday" : `Due ${-days} days ago`;
  },
  es: (days) => {
    if (days === 0) return "Vence hoy";
    if (days === 1) return "Vence mañana";
    if (days > 1) return `Vence en ${days} días`;
    return days === -1 ? "Venció ayer" : `Venció hace ${-days} días`;
  },
};

/** "Due today", "Due in 53 days", "Venció hace 3 días". */
export function dueInWords(today: IsoDate, date: IsoDate, language: Language = "en"): string {
  return DUE_IN_WORDS[language](daysBetween(today, date));
}

export function forAudience<T extends { audience: string }>(deadlines: readonly T[], audience: string | undefined): T[] {
  return audience ? deadlines.filter((deadline) => deadline.audience === audience) : [...deadlines];
}

/** The name a deadline goes by in addresses and calendar UIDs: it stays the same while its English title does. */
export function deadlineSlug(taxYear: number, title: string): string {
  return `${taxYear}-${slugify(title)}`;
}

/** A deadline's id, the same in every language: its anchor on the page and its calendar event's name. */
export function deadlineId(taxYear: number, deadline: Pick<Deadline, "title" | "englishTitle">): string {
  return deadlineSlug(taxYear, deadline.englishTitle ?? deadline.title);
}

/*
 * Where the calendar files are published (written by the build, linked from the page): the English ones in
 * /calendar/, those of another language beside them in /calendar/<language>/, under the same names.
 */

const calendarFolder = (language: Language) => (language === "en" ? "/calendar" : `/calendar/${language}`);

/**
 * Every deadline, or those of one audience: "/calendar/tax-deadlines.ics", "/calendar/tax-deadlines-employers.ics",
 * "/calendar/es/tax-deadlines-employers.ics".
 */
export function calendarPath(audience?: string, language: Language = "en"): string {
  return `${calendarFolder(language)}/tax-deadlines${audience ? `-${slugify(audience)}` : ""}.ics`;
}

/** One deadline alone, for "Add to calendar", by its English title: "/calendar/es/deadlines/2026-form-w-2.ics". */
export function eventPath(taxYear: number, englishTitle: string, language: Language = "en"): string {
  return `${calendarFolder(language)}/deadlines/${deadlineSlug(taxYear, englishTitle)}.ics`;
}
