/*
 * A calendar file (iCalendar, RFC 5545) of all-day events, written in the browser from what the page shows: nothing is
 * sent anywhere. The pages that offer one (the estimated payments, a letter's due date) import it only when the
 * visitor asks for the file. It is written here rather than with the `ics` library the build uses for the deadline
 * calendars: a few all-day events need only the few lines below, where `ics` and its validation would be several
 * kilobytes more of JavaScript for the visitor.
 *
 * Each event's UID is stable (a content key, the site's host), so that a second download updates the events instead
 * of adding more; its SEQUENCE, the minutes since 2026 at the download, is higher each time, so that the newer wins.
 */
import { addDays, type IsoDate } from "./businessDays";

export interface AllDayEvent {
  /** Unique and the same at every download: "<key>@<host>". */
  uid: string;
  date: IsoDate;
  summary: string;
  description: string;
  url?: string;
  /** Where given, an alarm with this text on the morning of the event's day (ALARM_TRIGGER). */
  alarm?: string;
}

/**
 * An all-day event starts at midnight where the visitor is: its alarm rings nine hours later, at 9:00 that morning,
 * rather than in the night.
 */
export const ALARM_TRIGGER = "PT9H";

/** TEXT as RFC 5545 3.3.11 escapes it. */
const text = (value: string) => value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, "\\n");

const ENCODER = new TextEncoder();

/** A content line folded after at most 75 octets, never inside a character (RFC 5545 3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const character of line) {
    const size = ENCODER.encode(character).length;
    // Every part after the first starts with the folding space, which counts towards its 75 octets.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = "";
      octets = 0;
    }
    part += character;
    octets += size;
  }
  return [...parts, part].join("\r\n ");
}

const basicDate = (date: IsoDate) => date.replace(/-/g, "");
/** A UTC date-time in the basic format, "20261125T043000Z". */
const stamp = (now: Date) => `${now.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
const MINUTES_FROM = Date.UTC(2026, 0, 1);

function eventLines(event: AllDayEvent, now: Date): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${Math.max(0, Math.floor((now.getTime() - MINUTES_FROM) / 60_000))}`,
    `DTSTAMP:${stamp(now)}`,
    // All day: a date without a time, ending (exclusively) the next day.
    `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
    `DTEND;VALUE=DATE:${basicDate(addDays(event.date, 1))}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    // A due day does not make anyone busy.
    "TRANSP:TRANSPARENT",
    ...(event.alarm ? ["BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${text(event.alarm)}`, `TRIGGER:${ALARM_TRIGGER}`, "END:VALARM"] : []),
    "END:VEVENT",
  ];
}

/** The calendar file's text, its lines ended by CRLF. `name` names the calendar and its maker; `now` dates the download. */
export function calendarFile(name: string, events: readonly AllDayEvent[], now: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${text(name)}//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(name)}`,
    ...events.flatMap((event) => eventLines(event, now)),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** Hands the visitor a calendar file made in the browser, as a download named `fileName`. */
export function saveCalendarFile(file: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([file], { type: "text/calendar;charset=utf-8" }));
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after the click returns: the address is let go a little later.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
