/*
 * The visitor's estimated payments as one calendar file, written in the browser from the plan on the page (the file
 * itself: ../calendarFile.ts). The page imports this module only when the visitor asks for the file.
 *
 * Each event's UID is the installment's key in the deadline content with the site's host, so a second download
 * updates the four events instead of adding four more. The UIDs differ from those of the site's deadline calendars
 * (`<key>@<host>`), which a visitor may also have: the payment does not replace the deadline.
 */
import type { IsoDate } from "../businessDays";
import { calendarFile } from "../calendarFile";

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

/** The calendar file's text, its lines ended by CRLF. `now` dates the download. */
export function paymentsCalendar({ name, host, url, payments }: PaymentsCalendar, now: Date): string {
  return calendarFile(
    name,
    payments.map(({ id, date, summary, description }) => ({ uid: `${id}-payment@${host}`, date, summary, description, url })),
    now,
  );
}
