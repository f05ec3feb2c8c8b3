/*
 * The tax-deadline calendars (iCalendar, RFC 5545), written at build time with the `ics` library: one of every
 * deadline and one per audience, for a calendar app to subscribe to, and one per deadline for "Add to
 * calendar", in each language the page is published in. They hold every deadline of the content, whatever its
 * tax year, not only the page's twelve months: a calendar app shows each on its day. Each deadline is an
 * all-day event whose UID is its content key (`id`), the same from build to build and from language to
 * language, so a subscribed calendar updates the event when its date is corrected instead of adding another;
 * its description carries what is due, the firm's cut-off and the official source. Build time only: never
 * imported by a page.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createEvents, type EventAttributes } from "ics";
import { addDays, compareIsoDates, type IsoDate } from "../lib/businessDays";
import { formatLongDate } from "../lib/dates";
import { AUDIENCES, audienceName, calendarPath, eventPath, type Audience, type Deadline } from "../lib/deadlines";
import { FIRST_LANGUAGE, type Language } from "../lib/languages";
import { linkIn } from "../lib/links";
import { pathIn } from "../lib/localPaths";
import { entryIn } from "./wordsInNode";

/** The page the calendars belong to, by its English address. */
export const DEADLINES_PAGE = "/tax-deadlines";

export interface CalendarSource {
  brand: string;
  /** The site's public address, without a trailing slash. */
  siteUrl: string;
  /** Every deadline of the content, in the calendar's language. */
  deadlines: readonly Deadline[];
}

export interface CalendarFile {
  /** Where it is published, "/calendar/tax-deadlines.ics". */
  path: string;
  text: string;
}

const calendarWordsIn = (lang: Language) => entryIn<typeof import("@words/deadlines/calendarFiles")>(lang, "deadlines/calendarFiles").calendarFiles;
const deadlineNamesIn = (lang: Language) => entryIn<typeof import("@words/deadlines/deadlineNames")>(lang, "deadlines/deadlineNames").deadlineNames;
const linkWordsIn = (lang: Language) => entryIn<typeof import("@words/common/links")>(lang, "common/links").links;
const dateWordsIn = (lang: Language) => entryIn<typeof import("@words/common/dates")>(lang, "common/dates").dates;

const dateArray = (date: IsoDate): [number, number, number] => date.split("-").map(Number) as [number, number, number];

function sourceLine(deadline: Deadline, language: Language): string {
  const { href, inEnglish } = linkIn({ url: deadline.source, urlEs: deadline.sourceEs }, language);
  return calendarWordsIn(language).source(`${deadline.sourceLabel}${inEnglish ? linkWordsIn(language).inEnglish : ""}`, href);
}

function description(deadline: Deadline, brand: string, pageUrl: string, language: Language): string {
  const words = calendarWordsIn(language);
  return [
    ...(deadline.confirmed ? [] : [words.expectedNote]),
    deadline.due,
    words.who(deadline.who),
    words.form(deadline.form),
    words.cutoff(brand, deadline.send, formatLongDate(deadline.cutoff, dateWordsIn(language))),
    sourceLine(deadline, language),
    words.allDeadlines(pageUrl),
  ].join("\n");
}

function event(deadline: Deadline, source: CalendarSource, language: Language): EventAttributes {
  const { id } = deadline;
  const pageUrl = `${source.siteUrl}${pathIn(language, DEADLINES_PAGE)}`;
  return {
    uid: `${id}@${new URL(source.siteUrl).hostname}`,
    title: `${deadline.title} (${deadline.form})`,
    description: description(deadline, source.brand, pageUrl, language),
    // All day: a date without a time, ending (exclusively) the next day.
    start: dateArray(deadline.date),
    end: dateArray(addDays(deadline.date, 1)),
    url: `${pageUrl}#${id}`,
    categories: [audienceName(deadline.audience, deadlineNamesIn(language))],
    status: "CONFIRMED",
    // A deadline does not make anyone busy.
    transp: "TRANSPARENT",
    busyStatus: "FREE",
  };
}

function calendar(name: string, deadlines: readonly Deadline[], source: CalendarSource, language: Language): string {
  const { error, value } = createEvents(
    deadlines.map((deadline) => event(deadline, source, language)),
    { productId: `-//${source.brand}//Tax deadlines//${calendarWordsIn(language).tag}`, method: "PUBLISH", calName: name },
  );
  if (error || !value) throw new Error(`The calendar "${name}" could not be written: ${error?.message ?? "no output"}`);
  return value;
}

/** Every calendar file of the deadlines in `language`: all of them, one per audience, and one per deadline. */
export function calendarFiles(source: CalendarSource, language: Language = FIRST_LANGUAGE): CalendarFile[] {
  const { brand, deadlines } = source;
  const words = calendarWordsIn(language);
  const ordered = [...deadlines].sort((a, b) => compareIsoDates(a.date, b.date));
  const ofAudience = (audience: Audience) => ordered.filter((deadline) => deadline.audience === audience);
  return [
    { path: calendarPath(undefined, language), text: calendar(words.calendarOfAll(brand), ordered, source, language) },
    ...AUDIENCES.map((audience) => ({
      path: calendarPath(audience, language),
      text: calendar(words.calendarOf(brand, words.audiences[audience]), ofAudience(audience), source, language),
    })),
    ...ordered.map((deadline) => ({
      path: eventPath(deadline.id, language),
      text: calendar(`${deadline.title} (${brand})`, [deadline], source, language),
    })),
  ];
}

/** Writes the files under `publicDir` (the built site). */
export function writeCalendarFiles(publicDir: string, files: readonly CalendarFile[]): void {
  for (const file of files) {
    const path = join(publicDir, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.text);
  }
}
