import type { CalendarWords } from "../../build/calendarFiles";
/*
 * The deadline page's sentences that name an audience or a count, whole sentences, since
 * the count decides the Spanish verb ("se muestra 1 fecha límite", "se muestran 12 fechas límite") and the
 * word after it ("1 vencida", "4 vencidas"). The audiences are their English keys ("Employers").
 */

import type { Audience } from "../../lib/deadlines";
import { type ReactNode } from "react";

export interface Status {
  shown: number;
  /** The chosen audience; none for every deadline. */
  audience?: Audience;
  coming: number;
  passed: number;
  /** Whether the counts are from the visitor's own date (else only the number shown is told). */
  live: boolean;
}

export interface DeadlineWords {
  /** The status line under the filter. */
  showing: (status: Status) => string;
  /** The panel's heading, with the day it is counted from until the visitor's browser counts from today. */
  nextDeadline: (audience?: Audience, asOf?: string) => string;
  /** When no deadline of the chosen audience (or none at all) falls in the twelve months the page looks ahead. */
  noneLeft: (audience?: Audience) => string;
  /** The link to an audience's calendar file. */
  calendarOf: (audience: Audience) => string;
}

/** 1 is the only count of deadlines that takes the singular (0 takes the plural), in English and Spanish alike. */
const forWhom = (audience?: Audience) =>
  audience ? { Individuals: "for individuals", Businesses: "for businesses", Employers: "for employers" }[audience] : "for everyone";

/** The names the page, its cards and the calendar files share. */
export const deadlineNames = {
  /** Each audience, on the filter, on a card and as a calendar event's category. */
  audiences: { Individuals: "Individuals", Businesses: "Businesses", Employers: "Employers" },
  /** The label of a date worked out from the rules. */
  expectedDate: "Expected date",
  /** When a date is due, counted in days from today, as a whole phrase: its verb's tense follows the days. */
  dueIn: (days: number) => {
    if (days === 0) return "Due today";
    if (days === 1) return "Due tomorrow";
    if (days > 1) return `Due in ${days} days`;
    return days === -1 ? "Due yesterday" : `Due ${-days} days ago`;
  },
};

export const counts: DeadlineWords = {
  showing: ({ shown, audience, coming, passed, live }) =>
    `Showing ${shown} ${shown === 1 ? "deadline" : "deadlines"} ${forWhom(audience)}` + (live ? `: ${coming} to come, ${passed} passed.` : "."),
  nextDeadline: (audience, asOf) => `Next deadline${audience ? ` ${forWhom(audience)}` : ""}${asOf ? ` as of ${asOf}` : ""}`,
  noneLeft: (audience) => `No deadline ${audience ? `${forWhom(audience)} ` : ""}falls in the next twelve months.`,
  calendarOf: (audience) => `Deadlines ${forWhom(audience)}`,
};

export const audienceFilter = { legend: "Show deadlines for", everyone: "Everyone" };

export const calendarLinks = {
  title: "In your calendar",
  intro: "Subscribe, and your calendar app shows every date, and any correction we make to it.",
  all: "All deadlines",
  file: " (calendar file)",
  howTo:
    "Open a link to add the dates, or copy its address into your calendar app to subscribe (in Google Calendar: Other calendars, then From URL).",
};

export const deadlineCard = {
  next: "Next deadline",
  taxYear: (year: number) => `Tax year ${year}`,
  form: "Form",
  who: "Who",
  cutoff: "Our cut-off",
  source: "Official source: ",
  addToCalendar: "Add to calendar",
  addToCalendarLabel: (title: string) => `Add to calendar: ${title}`,
};

export const deadlinesView = {
  title: "Tax deadlines",
  comingUp: "Coming up",
  passed: "Passed",
  dueFrom: (date: string) => `Due from ${date}`,
  dueBefore: (date: string) => `Due before ${date}`,
  expected: `A date marked “${deadlineNames.expectedDate}” is worked out from the official rules; we confirm it when the IRS or New York State publishes it.`,
  behindUs: (contact: (label: string) => ReactNode) => (
    <>These dates of the last three months are behind us. Missed one? {contact("Contact us")} and we will help you catch up.</>
  ),
  about: "About these dates",
  aboutText:
    "The dates are those of calendar-year filers. A deadline that falls on a Saturday, a Sunday or a legal holiday moves to the next business day, as the IRS moves it; the dates above already include that. The IRS may postpone deadlines for areas hit by a disaster.",
};

export const nextDeadline = {
  countedFromToday: (longDate: string) => `Counted from today, ${longDate}.`,
  countedFrom: (date: string) => `Counted from ${date}, the day this page was published.`,
};

export const sendBy = (send: string, date: ReactNode) => (
  <>
    Send us {send} by {date}.
  </>
);

export const calendarFiles: CalendarWords = {
  calendarOfAll: (brand: string) => `${brand} tax deadlines`,
  calendarOf: (brand: string, audience: string) => `${brand} tax deadlines: ${audience}`,
  audiences: { Individuals: "individuals", Businesses: "businesses", Employers: "employers" },
  expectedNote: `${deadlineNames.expectedDate}: worked out from the official rules until the official source publishes it.`,
  who: (who: string) => `Who: ${who}`,
  form: (form: string) => `Form: ${form}`,
  cutoff: (brand: string, send: string, cutoff: string) => `${brand}'s cut-off: send us ${send} by ${cutoff}.`,
  source: (label: string, url: string) => `Official source: ${label}, ${url}`,
  allDeadlines: (pageUrl: string) => `All deadlines: ${pageUrl}`,
  tag: "EN",
};
