import type { IsoDate } from "../businessDays";
import { dueStatus } from "./dueDate";

/** The words of a countdown, in the page's language (src/words/…/letters/letterAnswer.ts). */
export interface CountdownWords {
  dueIn: (days: number) => string;
  dueToday: string;
  passed: (days: number) => string;
}

/** How far `due` is from `today`, in words: "Due in 3 days", "Due today", or that the date has passed. */
export function countdown(due: IsoDate, today: IsoDate, words: CountdownWords): string {
  const status = dueStatus(due, today);
  if (status.state === "passed") return words.passed(status.daysAgo);
  return status.daysLeft === 0 ? words.dueToday : words.dueIn(status.daysLeft);
}
