import type { Letter, Letters } from "../../lib/content/types/letters";

/**
 * A letter as the page's query and the content manager's preview hand it over: the day it was last checked may
 * still be as the editor's date picker left it, and an unset optional field may be null.
 */
export type LetterEntry = Omit<Letter, "sender" | "dueRule" | "reviewed" | "otherNumbers" | "dueDays" | "nextBusinessDay" | "officialPageEs"> & {
  /** One of LETTER_SENDERS, and of DUE_RULES: the build has checked them. */
  sender: string;
  dueRule: string;
  reviewed: unknown;
  otherNumbers?: readonly string[] | null;
  dueDays?: number | null;
  nextBusinessDay?: boolean | null;
  officialPageEs?: string | null;
};

/** The page's content: the letters, the key of the service that answers them, the IRS's phone number and its general answers' sources. */
export type LettersContent = Pick<Letters, "answeredBy" | "irsPhone" | "unknownLetterSources" | "scamCheckSources"> & {
  letters: readonly LetterEntry[];
};
