/*
 * The visitor's estimated payments as one calendar file (iCalendar, RFC 5545), written in the browser from the plan
 * on the page: nothing is sent anywhere. The page imports this module only when the visitor asks for the file.
 * It is written here rather than with the `ics` library the build uses for the deadline calendars: four all-day
 * events need only the few lines below, where `ics` and its validation would be several kilobytes more of
 * JavaScript for the visitor.
 *
 * Each event's UID is the installment's key in the deadline content with the site's host, so a second download
 * updates the four events instead of adding four more; its SEQUENCE, the minutes since 2026 at the download, is
 * higher each time, so that the newer amounts win. The UIDs differ from those of the site's deadline calendars
 * (`<key>@<host>`), which a visitor may also have: the payment does not replace the deadline.
 */
import { addDays, type IsoDate } from "../businessDays";

export interface CalendarPayment {
  /** The installment's key in the deadline content. */
  id: string;
  date: IsoDate;
  /** The event's title: the amount and what it is for. */
  summary: string;
  description: string;
}

export interface PaymentsCalendar {
  /** Names the calendar and the product that wrote it. */
  name: string;
  /** The site's host, for the events' UIDs. */
  host: string;
  /** Where each event links: the IRS's page for paying. */
  url: string;
  payments: readonly CalendarPayment[];
}

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

/** The calendar file's text, its lines ended by CRLF. `now` dates the download. */
export function paymentsCalendar({ name, host, url, payments }: PaymentsCalendar, now: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${text(name)}//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(name)}`,
    ...payments.flatMap((payment) => [
      "BEGIN:VEVENT",
      `UID:${payment.id}-payment@${host}`,
      `SEQUENCE:${Math.max(0, Math.floor((now.getTime() - MINUTES_FROM) / 60_000))}`,
      `DTSTAMP:${stamp(now)}`,
      // All day: a date without a time, ending (exclusively) the next day.
      `DTSTART;VALUE=DATE:${basicDate(payment.date)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(payment.date, 1))}`,
      `SUMMARY:${text(payment.summary)}`,
      `DESCRIPTION:${text(payment.description)}`,
      `URL:${url}`,
      // A payment's day does not make anyone busy.
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
