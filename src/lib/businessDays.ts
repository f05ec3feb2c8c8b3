/*
 * Business days as the IRS counts them. A filing or payment deadline that falls on a Saturday, a Sunday or a
 * legal holiday is met on the next day that is none of these (Internal Revenue Code section 7503), and the
 * legal holidays that count are those of the District of Columbia: the federal holidays and DC Emancipation
 * Day (April 16). A holiday that falls on a Saturday is observed on the Friday before, one on a Sunday on the
 * Monday after; so April 15, 2016, a Friday, was a holiday (Emancipation Day observed) and returns were due
 * on Monday, April 18.
 *
 * Dates are calendar dates written YYYY-MM-DD, worked on in UTC so that no time zone moves them.
 */

/** A calendar date, "2027-02-01". */
export type IsoDate = string;

/**
 * Orders "YYYY-MM-DD" dates (as text: the format sorts as it reads). Not `localeCompare`, which starts the
 * browser's collator, costly on a phone's first use.
 */
export const compareIsoDates = (a: IsoDate, b: IsoDate): number => (a < b ? -1 : a > b ? 1 : 0);

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const MS_PER_DAY = 86_400_000;

function utcDate(date: IsoDate): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

const isoOf = (date: Date): IsoDate => date.toISOString().slice(0, 10);

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(date: IsoDate): number {
  return utcDate(date).getUTCDay();
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return isoOf(new Date(utcDate(date).getTime() + days * MS_PER_DAY));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcDate(to).getTime() - utcDate(from).getTime()) / MS_PER_DAY);
}

const pad = (n: number) => String(n).padStart(2, "0");
/** The date of a year, a month (1 to 12) and a day. */
export const dateOf = (year: number, month: number, day: number): IsoDate => `${year}-${pad(month)}-${pad(day)}`;

/** How many days a month (1 to 12) of a year has. */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `date` moved by whole months (back when `months` is negative). A day the month lacks becomes its last day,
 * as a calendar counts: 2026-11-30 + 3 months is 2027-02-28, and 2028-02-29 + 12 months is 2029-02-28.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split("-").map(Number);
  const count = year * 12 + (month - 1) + months;
  const [toYear, toMonth] = [Math.floor(count / 12), (count % 12) + 1];
  return dateOf(toYear, toMonth, Math.min(day, daysInMonth(toYear, toMonth)));
}

/** The `n`th `weekday` (0 Sunday … 6 Saturday) of a month; n = -1 for the last one. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  if (n > 0) {
    const first = dateOf(year, month, 1);
    return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = addDays(month === 12 ? dateOf(year + 1, 1, 1) : dateOf(year, month + 1, 1), -1);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

/** A fixed-date holiday as observed: on the Friday before when it falls on a Saturday, the Monday after on a Sunday. */
function observed(date: IsoDate): IsoDate {
  const weekday = weekdayOf(date);
  return weekday === 6 ? addDays(date, -1) : weekday === 0 ? addDays(date, 1) : date;
}

export interface Holiday {
  /** The day it is observed, when offices are closed. */
  date: IsoDate;
  name: string;
}

/** The legal holidays of the District of Columbia observed in `year` (5 U.S.C. 6103 and DC Code 1-612.02). */
export function legalHolidays(year: number): Holiday[] {
  const holidays: Holiday[] = [
    { date: observed(dateOf(year, 1, 1)), name: "New Year's Day" },
    { date: nthWeekday(year, 1, 1, 3), name: "Martin Luther King Jr. Day" },
    { date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { date: nthWeekday(year, 5, 1, -1), name: "Memorial Day" },
    { date: observed(dateOf(year, 7, 4)), name: "Independence Day" },
    { date: nthWeekday(year, 9, 1, 1), name: "Labor Day" },
    { date: nthWeekday(year, 10, 1, 2), name: "Columbus Day" },
    { date: observed(dateOf(year, 11, 11)), name: "Veterans Day" },
    { date: nthWeekday(year, 11, 4, 4), name: "Thanksgiving Day" },
    { date: observed(dateOf(year, 12, 25)), name: "Christmas Day" },
    // New Year's Day of the next year, observed on December 31 when January 1 is a Saturday.
    { date: observed(dateOf(year + 1, 1, 1)), name: "New Year's Day" },
  ];
  if (year >= 2005) holidays.push({ date: observed(dateOf(year, 4, 16)), name: "DC Emancipation Day" });
  if (year >= 2021) holidays.push({ date: observed(dateOf(year, 6, 19)), name: "Juneteenth" });
  // Inauguration Day, a holiday in the District every four years; on a Sunday it moves to the Monday.
  if (year % 4 === 1) {
    const inauguration = dateOf(year, 1, 20);
    holidays.push({ date: weekdayOf(inauguration) === 0 ? addDays(inauguration, 1) : inauguration, name: "Inauguration Day" });
  }
  return holidays.filter((holiday) => holiday.date.startsWith(`${year}-`)).sort((a, b) => compareIsoDates(a.date, b.date));
}

/** The legal holiday observed on `date`, if there is one. */
export function holidayOn(date: IsoDate): Holiday | undefined {
  return legalHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date);
}

/** Why `date` is not a business day ("Saturday", "Sunday", "DC Emancipation Day"), or undefined when it is one. */
export function nonBusinessReason(date: IsoDate): string | undefined {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return WEEKDAY_NAMES[weekday];
  return holidayOn(date)?.name;
}

export function isBusinessDay(date: IsoDate): boolean {
  return nonBusinessReason(date) === undefined;
}

/** `date` itself when it is a business day, otherwise the next business day: where the IRS moves a deadline. */
export function nextBusinessDay(date: IsoDate): IsoDate {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}
