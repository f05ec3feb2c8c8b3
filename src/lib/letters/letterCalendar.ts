/*
 * A letter's due date as a calendar file, written in the browser from what the visitor typed and sent nowhere (the
 * file itself: ../calendarFile.ts). The page imports this module only when the visitor asks for the file.
 *
 * Two all-day events, each with its alarm: a reminder REMINDER_DAYS before the due date (an event of its own, so
 * that a calendar that drops an imported file's alarms still shows it), and the due date itself. Their UIDs join the
 * letter's key and its date, so that a second download for the same letter updates them, and another letter of the
 * same number, with another date, adds its own.
 */
import type { IsoDate } from "../businessDays";
import { calendarFile, type AllDayEvent } from "../calendarFile";
import { formatDate, formatLongDate, type DateWords } from "../dates";
import { REMINDER_DAYS, reminderDate } from "./dueDate";

/** The file's words in the visitor's language (src/words/<language>/letters/letterCalendar.ts, dueBy of letterAnswer). */
export interface LetterCalendarWords {
  calendarName: (number: string) => string;
  dueSummary: (number: string, action: string) => string;
  reminderSummary: (number: string, dueBy: string) => string;
  description: (letterDate: string, officialPage: string) => string;
  dueBy: (action: string, date: string) => string;
  dates: DateWords;
}

export interface LetterDue {
  /** The letter's key in the content. */
  id: string;
  number: string;
  /** The content's dueAction, a verb: "Reply". */
  action: string;
  letterDate: IsoDate;
  due: IsoDate;
  /** The official page, in the visitor's language. */
  officialPage: string;
}

/**
 * The file's events: the reminder (never before `today`, and none where that would be the due date itself), then the
 * due date; none once the due date has passed.
 */
export function letterEvents(letter: LetterDue, today: IsoDate, host: string, words: LetterCalendarWords): AllDayEvent[] {
  if (letter.due < today) return [];
  const key = `${letter.id}-${letter.letterDate}`;
  const description = words.description(formatDate(letter.letterDate, words.dates), letter.officialPage);
  const reminder = reminderDate(today, letter.due, REMINDER_DAYS);
  const reminderSummary = words.reminderSummary(letter.number, words.dueBy(letter.action, formatLongDate(letter.due, words.dates)));
  const dueSummary = words.dueSummary(letter.number, letter.action);
  return [
    ...(reminder < letter.due
      ? [{ uid: `${key}-reminder@${host}`, date: reminder, summary: reminderSummary, description, url: letter.officialPage, alarm: reminderSummary }]
      : []),
    { uid: `${key}-due@${host}`, date: letter.due, summary: dueSummary, description, url: letter.officialPage, alarm: dueSummary },
  ];
}

/** The calendar file's text; `now` dates the download. */
export function letterCalendar(letter: LetterDue, today: IsoDate, host: string, words: LetterCalendarWords, now: Date): string {
  return calendarFile(words.calendarName(letter.number), letterEvents(letter, today, host, words), now);
}
