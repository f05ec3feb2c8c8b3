/*
 * Values with a fixed form: prices, e-mail addresses, phone numbers, clock times, links (see links.ts) and
 * calendar dates.
 */
import { daysInMonth, WEEKDAY_NAMES } from "../businessDays";
import { formatLongDate, type DateWords } from "../dates";
import { isValidEmail } from "../forms/email";
import { linkProblem, type LinkTargets } from "./links";
import { describeValue, quote } from "./messages";
import { KEY_PATTERN, type TextFormat } from "./declare";
import { writtenAs } from "./yaml";

/** What a value of each format looks like, in the words of the messages. */
const EXPECTED_FORM: Record<Exclude<TextFormat, "link">, string> = {
  price:
    'a dollar amount such as "$99", "$1,200" or "$99.50", optionally followed by a slash and what it is per ' +
    '("$250/hr", "$299/applicant"), or exactly "Custom"',
  email: "an e-mail address such as info@example.com",
  phone: 'a phone number with 10 or 11 digits, such as "(800) 555-0142"',
  time: 'a time on the 24-hour clock written as HH:MM, such as "09:00" or "18:00"',
  key: 'a key of lowercase letters and digits, words joined by single hyphens, such as "basic-filing"',
};

const FOLLOWS_FORM: Record<Exclude<TextFormat, "link">, (value: string) => boolean> = {
  price: isPrice,
  email: isValidEmail,
  phone: (value) => [10, 11].includes(digitCount(value)),
  time: isClockTime,
  key: (value) => new RegExp(KEY_PATTERN).test(value),
};

export function formatProblemOf(value: string, format: TextFormat, targets: LinkTargets): string | undefined {
  if (format === "link") return linkProblem(value.trim(), targets);
  if (FOLLOWS_FORM[format](value)) return undefined;
  const found = format === "phone" ? `${quote(value)} has ${digitCount(value)}` : `it is ${quote(value)}`;
  return `must be ${EXPECTED_FORM[format]}, but ${found}.`;
}

const PRICE = /^\$(\d{1,3}(,\d{3})+|\d+)(\.\d{2})?(\/[a-z]+(-[a-z]+)*)?$/i;
const CUSTOM_PRICE = "Custom";

function isPrice(value: string): boolean {
  return value === CUSTOM_PRICE || PRICE.test(value);
}

export function isClockTime(value: unknown): value is string {
  return typeof value === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

function digitCount(value: string): number {
  return value.replace(/\D/g, "").length;
}

/* Calendar dates */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EXPECTED_DATE = 'a date written as YYYY-MM-DD, such as "2026-10-05"';
const MONTHS = "January February March April May June July August September October November December".split(" ");
/** The check speaks English to the editors, with its own names of the months and days. */
const EDITORS_DATES: DateWords = { months: MONTHS, weekdays: WEEKDAY_NAMES, date: (day, month, year) => `${month} ${day}, ${year}` };

/** A date as the check's messages write it: "2027-02-01" → "Monday, February 1, 2027". */
export const editorsDate = (isoDate: string) => formatLongDate(isoDate, EDITORS_DATES);

/** The date a value holds as YYYY-MM-DD, when it is one that exists; undefined otherwise. */
export function calendarDateOf(value: unknown): string | undefined {
  if (calendarDateProblem(value) !== undefined) return undefined;
  return value instanceof Date ? (writtenAs(value) ?? value.toISOString().slice(0, 10)) : (value as string);
}

/**
 * A date written YYYY-MM-DD, in quotes (text) or not (YAML then makes it a date, as Decap CMS writes it);
 * undefined when it is one and exists on the calendar.
 */
export function calendarDateProblem(value: unknown): string | undefined {
  const written = value instanceof Date ? (writtenAs(value) ?? value.toISOString()) : value;
  if (typeof written !== "string") return `must be ${EXPECTED_DATE}, but it is ${describeValue(value)}.`;
  const match = DATE.exec(written);
  if (!match) return `must be ${EXPECTED_DATE}, but it is ${quote(written)}.`;
  const [year, month, day] = match.slice(1).map(Number);
  if (month < 1 || month > 12) {
    return `must be a date that exists, but ${quote(written)} has no month ${match[2]}: months go from 01 to 12.`;
  }
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) {
    const monthName = `${MONTHS[month - 1]} ${year}`;
    return `must be a date that exists, but ${quote(written)} does not: ${monthName} has ${days} days.`;
  }
  return undefined;
}
