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
import { formatDate, formatLongDate } from "../dates";
import type { Language } from "../languages";
import { REMINDER_DAYS, reminderDate } from "./dueDate";
import { letterAnswer as enLetterAnswer } from "../../words/en/letters/letterAnswer";
import { letterAnswer as esLetterAnswer } from "../../words/es/letters/letterAnswer";
import { letterCalendar as enLetterCalendar } from "../../words/en/letters/letterCalendar";
import { letterCalendar as esLetterCalendar } from "../../words/es/letters/letterCalendar";

const WORDS = {
  en: { ...enLetterAnswer, ...enLetterCalendar },
  es: { ...esLetterAnswer, ...esLetterCalendar },
};

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
export function letterEvents(letter: LetterDue, today: IsoDate, host: string, language: Language): AllDayEvent[] {
  if (letter.due < today) return [];
  const words = WORDS[language];
  const key = `${letter.id}-${letter.letterDate}`;
  const description = words.description(formatDate(letter.letterDate, language), letter.officialPage);
  const reminder = reminderDate(today, letter.due, REMINDER_DAYS);
  const reminderSummary = words.reminderSummary(letter.number, words.dueBy(letter.action, formatLongDate(letter.due, language)));
  const dueSummary = words.dueSummary(letter.number, letter.action);
  return [
    ...(reminder < letter.due
      ? [{ uid: `${key}-reminder@${host}`, date: reminder, summary: reminderSummary, description, url: letter.officialPage, alarm: reminderSummary }]
      : []),
    { uid: `${key}-due@${host}`, date: letter.due, summary: dueSummary, description, url: letter.officialPage, alarm: dueSummary },
  ];
}

/** The calendar file's text; `now` dates the download. */
export function letterCalendar(letter: LetterDue, today: IsoDate, host: string, language: Language, now: Date): string {
  return calendarFile(WORDS[language].calendarName(letter.number), letterEvents(letter, today, host, language), now);
}
