/*
 * The tax-deadline page lists the twelve months after the visitor's date. Content whose last deadline is nearer
 * than twelve months after the build leaves those months' end of the page empty: a thing for editors to
 * check (not an error, since what is there is right), said while there is still time to add the dates.
 */
import { addMonths, compareIsoDates, type IsoDate } from "../businessDays";
import { MONTHS_AHEAD } from "../deadlines";
import { calendarDateOf, editorsDate } from "./formats";
import type { ContentProblem } from "./messages";
import { deadlines as deadlinesType } from "./types/deadlines";
import type { ReadResult } from "./yamlFiles";

/** The warning for the deadlines file read among `read`, when its last date is less than twelve months after `today`. */
export function deadlineHorizonWarnings(read: readonly ReadResult[], today: IsoDate): ContentProblem[] {
  const file = read.find((result) => result.type === deadlinesType);
  if (!file || !("data" in file) || !Array.isArray(file.data.deadlines)) return [];
  // Dates that are no dates are the field check's to report.
  const dates = file.data.deadlines.flatMap((entry) => calendarDateOf((entry as { date?: unknown } | null)?.date) ?? []);
  const last = dates.sort(compareIsoDates).at(-1);
  if (!last || compareIsoDates(last, addMonths(today, MONTHS_AHEAD)) >= 0) return [];
  const message =
    `the last deadline is on ${editorsDate(last)}, less than twelve months after today (${editorsDate(today)}), ` +
    `and the page always lists the next twelve months. Add next year's deadlines, marked expected (Date confirmed off) ` +
    `until the IRS or New York State publishes them.`;
  return [{ file: file.file, message, warning: true }];
}
