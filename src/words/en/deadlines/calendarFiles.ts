import { deadlineNames } from "./deadlineNames";

/** The texts of the calendar files (src/node/calendarFiles.ts). */
export const calendarFiles = {
  /** The names of the calendar of every deadline and of one audience's, and each audience as they name it. */
  calendarOfAll: (brand: string) => `${brand} tax deadlines`,
  calendarOf: (brand: string, audience: string) => `${brand} tax deadlines: ${audience}`,
  audiences: { Individuals: "individuals", Businesses: "businesses", Employers: "employers" },
  /** The lines of an event's description. */
  expectedNote: `${deadlineNames.expectedDate}: worked out from the official rules until the official source publishes it.`,
  who: (who: string) => `Who: ${who}`,
  form: (form: string) => `Form: ${form}`,
  cutoff: (brand: string, send: string, cutoff: string) => `${brand}'s cut-off: send us ${send} by ${cutoff}.`,
  source: (label: string, url: string) => `Official source: ${label}, ${url}`,
  allDeadlines: (pageUrl: string) => `All deadlines: ${pageUrl}`,
  /** The language of the texts, for the calendar's product id. */
  tag: "EN",
};
