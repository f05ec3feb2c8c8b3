import type { CalendarWords } from "../../../node/calendarFiles";
import { deadlineNames } from "./deadlineNames";

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
