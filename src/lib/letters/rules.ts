/*
 * What the content's letters say of their sender and their due date, as the page reads it. Apart from the content
 * type (src/lib/content/types/letters.ts), which declares them for the editors, so that the page's JavaScript does
 * not carry the declarations' machinery.
 */
import type { DueRule } from "./dueDate";

/** Who sends the letters the page explains. */
export const LETTER_SENDERS = ["IRS", "New York State"] as const;

/** How a letter's due date is found, as the editor picks it. */
export const DUE_RULES = ["days after the letter's date", "the date printed on the letter", "no fixed date"] as const;

/**
 * A letter's due-date rule as the due-date arithmetic reads it (./dueDate.ts). It takes the rule as a
 * query hands it over too (text, and null for a field left unset): the build has checked it is one of DUE_RULES.
 */
export function dueRuleOf(letter: { dueRule: string; dueDays?: number | null; nextBusinessDay?: boolean | null }): DueRule {
  const nextBusinessDay = letter.nextBusinessDay ?? false;
  if (letter.dueRule === "no fixed date") return { kind: "noFixedDate" };
  if (letter.dueRule === "the date printed on the letter") return { kind: "printedOnLetter", days: letter.dueDays ?? undefined, nextBusinessDay };
  return { kind: "daysAfterLetter", days: letter.dueDays ?? 0, nextBusinessDay };
}
