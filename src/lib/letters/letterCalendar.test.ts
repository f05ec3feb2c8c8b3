import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { ALARM_TRIGGER } from "../calendarFile";
import { letterCalendar, type LetterCalendarWords, type LetterDue } from "./letterCalendar";
import { REMINDER_DAYS } from "./dueDate";
import { addDays } from "../businessDays";
import { formatDate, formatLongDate } from "../dates";
import { letterAnswer as enAnswer } from "../../words/en/letters/letterAnswer";
import { letterAnswer as esAnswer } from "../../words/es/letters/letterAnswer";
import { letterCalendar as enCalendar } from "../../words/en/letters/letterCalendar";
import { letterCalendar as esCalendar } from "../../words/es/letters/letterCalendar";
import { dates as enDates } from "../../words/en/common/dates";
import { dates as esDates } from "../../words/es/common/dates";

const WORDS: Record<"en" | "es", LetterCalendarWords> = {
  en: { ...enCalendar, dueBy: enAnswer.dueBy, dates: enDates },
  es: { ...esCalendar, dueBy: esAnswer.dueBy, dates: esDates },
};

/** A letter of our own, due on a date of our own, with a dueAction RFC 5545 escapes (a comma). */
const LETTER: LetterDue = {
  id: "a-notice",
  number: "CP9001",
  action: "Reply, in writing",
  letterDate: "2041-03-02",
  due: "2041-04-01",
  officialPage: "https://www.irs.gov/a-notice",
};
const HOST = "www.example.com";
const NOW = new Date(Date.UTC(2041, 2, 5, 14, 0, 0));

/** The events of an iCalendar text, as a calendar app reads them (ical.js), with their alarms. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const alarms = component.getAllSubcomponents("valarm").map((alarm) => ({
      action: alarm.getFirstPropertyValue("action"),
      description: alarm.getFirstPropertyValue("description"),
      trigger: String(alarm.getFirstPropertyValue("trigger")),
    }));
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      url: component.getFirstPropertyValue("url"),
      description: event.description,
      alarms,
    };
  });
}

describe("a letter's calendar file", () => {
  it("holds a reminder some days before the due date, then the due date, all day, each with a morning alarm", () => {
    const events = eventsOf(letterCalendar(LETTER, "2041-03-05", HOST, WORDS.en, NOW));
    const reminder = addDays(LETTER.due, -REMINDER_DAYS);
    expect(events.map(({ start, end, allDay }) => [start, end, allDay])).toEqual([
      [reminder, addDays(reminder, 1), true],
      [LETTER.due, addDays(LETTER.due, 1), true],
    ]);
    for (const event of events) {
      expect(event.alarms).toEqual([{ action: "DISPLAY", description: event.summary, trigger: ALARM_TRIGGER }]);
      expect(event.url).toBe(LETTER.officialPage);
    }
  });

  it("titles and describes its events in English and in Spanish", () => {
    for (const [language, answer, calendar] of [
      ["en", enAnswer, enCalendar],
      ["es", esAnswer, esCalendar],
    ] as const) {
      const [reminder, due] = eventsOf(letterCalendar(LETTER, "2041-03-05", HOST, WORDS[language], NOW));
      expect(reminder.summary).toBe(`CP9001: ${answer.dueBy(LETTER.action, formatLongDate(LETTER.due, WORDS[language].dates))}`);
      expect(due.summary).toBe(calendar.dueSummary("CP9001", LETTER.action));
      expect(due.description).toBe(calendar.description(formatDate(LETTER.letterDate, WORDS[language].dates), LETTER.officialPage));
    }
    expect(eventsOf(letterCalendar(LETTER, "2041-03-05", HOST, WORDS.es, NOW))[1].summary).toBe("CP9001, último día: Reply, in writing");
  });

  it("keeps the events' UIDs for the same letter and date, and gives another date its own", () => {
    const uids = (letter: LetterDue) => eventsOf(letterCalendar(letter, "2041-03-05", HOST, WORDS.en, NOW)).map((event) => event.uid);
    expect(uids(LETTER)).toEqual([`a-notice-2041-03-02-reminder@${HOST}`, `a-notice-2041-03-02-due@${HOST}`]);
    expect(uids({ ...LETTER, letterDate: "2041-03-03", due: "2041-04-02" })).toEqual([
      `a-notice-2041-03-03-reminder@${HOST}`,
      `a-notice-2041-03-03-due@${HOST}`,
    ]);
  });

  it("reminds no earlier than today, leaves the reminder out on the due date itself, and has nothing once it passed", () => {
    const dates = (today: string) => eventsOf(letterCalendar(LETTER, today, HOST, WORDS.en, NOW)).map((event) => event.start);
    expect(dates("2041-03-28")).toEqual(["2041-03-28", LETTER.due]);
    expect(dates(LETTER.due)).toEqual([LETTER.due]);
    expect(dates(addDays(LETTER.due, 1))).toEqual([]);
  });
});
