/*
 * The visitor's estimated payments as one calendar file, written in the browser from the plans on the page (the file
 * itself: ../calendarFile.ts): the federal plan's installments and, for a New Yorker, New York's, each event linking to
 * the page where its tax is paid. The page imports this module only when the visitor asks for the file.
 *
 * Each event's UID is the installment's key in the deadline content with the site's host, so a second download
 * updates the events instead of adding more. The UIDs differ from those of the site's deadline calendars
 * (`<key>@<host>`), which a visitor may also have: the payment does not replace the deadline.
 */
import type { IsoDate } from "../businessDays";
import { calendarFile } from "../calendarFile";
import type { Installment } from "./estimatedPayments";
import { formatDollars } from "./money";

export interface CalendarPayment {
  /** The installment's key in the deadline content. */
  id: string;
  date: IsoDate;
  /** The event's title: the amount and what it is for. */
  summary: string;
  description: string;
  /** Where the event links: the page where its tax is paid (the IRS's, New York's). */
  url: string;
}

export interface PaymentsCalendar {
  /** Names the calendar and the product that wrote it. */
  name: string;
  /** The site's host, for the events' UIDs. */
  host: string;
  payments: readonly CalendarPayment[];
}

/** The calendar file's text, its lines ended by CRLF. `now` dates the download. */
export function paymentsCalendar({ name, host, payments }: PaymentsCalendar, now: Date): string {
  return calendarFile(
    name,
    payments.map(({ id, date, summary, description, url }) => ({ uid: `${id}-payment@${host}`, date, summary, description, url })),
    now,
  );
}

/** A plan's installments and how its events are worded: each names its tax's return and form (the caller's words). */
export interface PlanEvents {
  installments: readonly Installment[];
  /** The event's description, from the amount as shown. */
  describe: (amount: string) => string;
  /** The page where the plan's tax is paid. */
  url: string;
}

/** The calendar's payments of one or more plans, in date order: each titled with its amount and its deadline's title. */
export const planPayments = (plans: readonly PlanEvents[]): CalendarPayment[] =>
  plans
    .flatMap(({ installments, describe, url }) =>
      installments.map(({ id, date, title, amount }) => ({
        id,
        date,
        summary: `${formatDollars(amount)}: ${title}`,
        description: `${describe(formatDollars(amount))}\n${url}`,
        url,
      })),
    )
    .sort((one, other) => one.date.localeCompare(other.date));
