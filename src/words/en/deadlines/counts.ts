export interface Status {
  shown: number;
  /** The chosen audience; none for every deadline. */
  audience?: Audience;
  coming: number;
  passed: number;
  /** Whether the counts are from the visitor's own date (else only the number shown is told). */
  live: boolean;
}

export interface DeadlineWords {
  /** The status line under the filter. */
  showing: (status: Status) => string;
  /** The panel's heading, with the day it is counted from until the visitor's browser counts from today. */
  nextDeadline: (audience?: Audience, asOf?: string) => string;
  /** When no deadline of the chosen audience (or none at all) falls in the twelve months the page looks ahead. */
  noneLeft: (audience?: Audience) => string;
  /** The link to an audience's calendar file. */
  calendarOf: (audience: Audience) => string;
}

/** Whom the deadlines shown are for, by the audience's key. */
const FOR_WHOM = { Individuals: "for individuals", Businesses: "for businesses", Employers: "for employers" };
/** An audience of the deadlines (src/lib/deadlines.ts), by its key. */
export type Audience = keyof typeof FOR_WHOM;

/** 1 is the only count of deadlines that takes the singular (0 takes the plural), in English and Spanish alike. */
const forWhom = (audience?: Audience) => (audience ? FOR_WHOM[audience] : "for everyone");

export const counts: DeadlineWords = {
  showing: ({ shown, audience, coming, passed, live }) =>
    `Showing ${shown} ${shown === 1 ? "deadline" : "deadlines"} ${forWhom(audience)}` + (live ? `: ${coming} to come, ${passed} passed.` : "."),
  nextDeadline: (audience, asOf) => `Next deadline${audience ? ` ${forWhom(audience)}` : ""}${asOf ? ` as of ${asOf}` : ""}`,
  noneLeft: (audience) => `No deadline ${audience ? `${forWhom(audience)} ` : ""}falls in the next twelve months.`,
  calendarOf: (audience) => `Deadlines ${forWhom(audience)}`,
};
