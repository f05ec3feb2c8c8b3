import type { IsoDate } from "../businessDays";

/**
 * The contact form's address for "Have us answer it": the service that answers letters chosen, and the letter's
 * number and due date for the message's first line (src/lib/forms/contactPrefill.ts reads and checks them).
 */
export function answerLetterLink(service: string, number: string, due?: IsoDate | null): string {
  const query = new URLSearchParams({ service, letter: number.trim() });
  if (due) query.set("due", due);
  return `/contact?${query.toString()}`;
}
