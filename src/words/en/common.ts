import type { HoursWords } from "../../lib/hours";
import type { DateWords } from "../../lib/dates";
import { WEEKDAY_NAMES } from "../../lib/businessDays";

export const generalInfoNote = {
  label: "About this information",
  reviewed: (date: string) => `Last reviewed ${date}. `,
  note: "This is general information about US taxes, not tax advice for your situation. Rules and amounts change from year to year; talk to a professional before you act on it.",
};

export const smartLink = { newTab: " (opens in a new tab)" };

export const sourceList = { heading: "Official sources", reviewed: (date: string) => `Last reviewed ${date}.` };

export const dates: DateWords = {
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  weekdays: WEEKDAY_NAMES,
  date: (day: number, month: string, year: number) => `${month} ${day}, ${year}`,
};

export const hours: HoursWords = { closed: "Closed", range: (opens: string, closes: string) => `${opens}-${closes}`, halves: ["AM", "PM"] };

export const seo = { home: "Home" };

/** Said, in the link's own text, of a link that leads from a page in another language to one in English. */
export const links = { inEnglish: "" };

export const spanishService = {
  ways: { "by phone": "by phone", "in person": "in person", "by e-mail": "by e-mail" },
  and: "and",
  sentence: (ways: string) => `We serve clients in Spanish ${ways}.`,
};
