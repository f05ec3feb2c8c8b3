/*
 * The tax-deadline calendars (iCalendar, RFC 5545), written at build time with the `ics` library: one of every
 * deadline and one per audience, for a calendar app to subscribe to, and one per deadline for "Add to
 * calendar". Each deadline is an all-day event whose UID stays the same from build to build (tax year and
 * title), so a subscribed calendar updates the event when its date is corrected instead of adding another;
 * its description carries what is due, the firm's cut-off and the official source. Build time only: never
 * imported by a page.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createEvents, type EventAttributes } from "ics";
import { addDays, type IsoDate } from "./businessDays";
import { formatLongDate } from "./dates";
import { AUDIENCES, calendarPath, deadlineSlug, eventPath, type Deadline } from "./deadlines";
import { sitePath } from "./links";

/** The page the calendars belong to. */
export const DEADLINES_PAGE = "/tax-deadlines";

export interface CalendarSource {
  brand: string;
  /** The site's public address, without a trailing slash. */
  siteUrl: string;
  taxYear: number;
  deadlines: readonly Deadline[];
}

export interface CalendarFile {
  /** Where it is published, "/calendar/tax-deadlines.ics". */
  path: string;
  text: string;
}

/** What an unconfirmed date is, in the words of the page. */
export const EXPECTED_NOTE = "Expected date: worked out from the official rules until the official source publishes it.";

const dateArray = (date: IsoDate): [number, number, number] => date.split("-").map(Number) as [number, number, number];

function description(deadline: Deadline, brand: string, pageUrl: string): string {
  return [
    ...(deadline.confirmed ? [] : [EXPECTED_NOTE]),
    deadline.due,
    `Who: ${deadline.who}`,
    `Form: ${deadline.form}`,
    `${brand}'s cut-off: send us ${deadline.send} by ${formatLongDate(deadline.cutoff)}.`,
    `Official source: ${deadline.sourceLabel}, ${deadline.source}`,
    `All deadlines: ${pageUrl}`,
  ].join("\n");
}

function event(deadline: Deadline, source: CalendarSource): EventAttributes {
  const slug = deadlineSlug(source.taxYear, deadline.title);
  const pageUrl = `${source.siteUrl}${sitePath(DEADLINES_PAGE)}`;
  return {
    uid: `${slug}@${new URL(source.siteUrl).hostname}`,
    title: `${deadline.title} (${deadline.form})`,
    description: description(deadline, source.brand, pageUrl),
    // All day: a date without a time, ending (exclusively) the next day.
    start: dateArray(deadline.date),
    end: dateArray(addDays(deadline.date, 1)),
    url: `${pageUrl}#${slug}`,
    categories: [deadline.audience],
    status: "CONFIRMED",
    // A deadline does not make anyone busy.
    transp: "TRANSPARENT",
    busyStatus: "FREE",
  };
}

function calendar(name: string, deadlines: readonly Deadline[], source: CalendarSource): string {
  const { error, value } = createEvents(
    deadlines.map((deadline) => event(deadline, source)),
    { productId: `-//${source.brand}//Tax deadlines ${source.taxYear}//EN`, method: "PUBLISH", calName: name },
  );
  if (error || !value) throw new Error(`The calendar "${name}" could not be written: ${error?.message ?? "no output"}`);
  return value;
}

/** Every calendar file of the deadlines: all of them, one per audience, and one per deadline. */
export function calendarFiles(source: CalendarSource): CalendarFile[] {
  const { brand, taxYear, deadlines } = source;
  const ordered = [...deadlines].sort((a, b) => a.date.localeCompare(b.date));
  const title = `${brand} tax deadlines ${taxYear}`;
  return [
    { path: calendarPath(), text: calendar(title, ordered, source) },
    ...AUDIENCES.map((audience) => ({
      path: calendarPath(audience),
      text: calendar(`${title}: ${audience.toLowerCase()}`, ordered.filter((deadline) => deadline.audience === audience), source),
    })),
    ...ordered.map((deadline) => ({
      path: eventPath(taxYear, deadline.title),
      text: calendar(`${deadline.title} (${brand})`, [deadline], source),
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
