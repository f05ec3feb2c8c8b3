import { formatDate, isCalendarDate, type DateWords } from "../dates";
import { CHOICE_KEYS, CUSTOM_QUOTE_REQUEST, OTHER_INQUIRY, type ChoiceNames, type ServiceOption } from "./serviceOptions";

/** The words a prefill is written with, in the page's language. */
export interface PrefillWords {
  /** The lines the message starts with (src/words/<language>/forms/prefill.ts): a custom quote's, a plan's, a letter's. */
  lines: {
    customQuote: string;
    plan: (plan: string) => string;
    /** `due` is the due date already written out, or absent. */
    letter: (letter: string, due?: string) => string;
  };
  choiceNames: ChoiceNames;
  dates: DateWords;
}

/** A letter's number as printed on it: letters, digits, spaces and hyphens ("CP2000", "DTF-948-O", "Letter 1058"). */
const LETTER_NUMBER = /^[A-Za-z0-9 -]{2,24}$/;

/** A plan as the contact page knows it: its key, and its name in the page's language. */
export interface PlanName {
  id: string;
  title: string;
}

/**
 * What the contact form starts with when its address carries `?service=`, a service's key (as the content and the
 * site write their links, so that a new title breaks none) or, for older links, its name in English or in the page's
 * language: a listed service is chosen; a custom quote request chooses "Other Inquiry" and opens the message with a
 * line saying so; anything else is ignored.
 * `options` is the service list the form shows (serviceOptions). With `?plan=`, the key of one of `plans`, the
 * message starts with a line naming the plan in the page's language; an unknown key is ignored. With `?letter=`, a
 * letter's number, and `?due=`, its due date (YYYY-MM-DD), the message starts with a line naming the letter and the
 * date in the page's language; a number or a date of any other form is ignored.
 */
export function prefillFromQuery(
  search: string,
  options: readonly ServiceOption[],
  words: PrefillWords,
  plans: readonly PlanName[] = [],
): { service?: string; message?: string } {
  const query = new URLSearchParams(search);
  const plan = plans.find(({ id }) => id === query.get("plan")?.trim());
  const { service, line } = serviceFrom(query.get("service")?.trim(), options, words);
  const lines = [line, plan && words.lines.plan(plan.title), letterLine(query, words)].filter(Boolean);
  return { ...(service && { service }), ...(lines.length > 0 && { message: `${lines.join("\n")}\n\n` }) };
}

function serviceFrom(requested: string | undefined, options: readonly ServiceOption[], words: PrefillWords): { service?: string; line?: string } {
  if (!requested) return {};
  if ([CHOICE_KEYS.customQuoteRequest, CUSTOM_QUOTE_REQUEST, words.choiceNames.customQuoteRequest].includes(requested)) {
    return { service: OTHER_INQUIRY, line: words.lines.customQuote };
  }
  return { service: options.find(({ id, value, label }) => [id, value, label].includes(requested))?.value };
}

function letterLine(query: URLSearchParams, words: PrefillWords): string | undefined {
  const letter = query.get("letter")?.trim() ?? "";
  if (!LETTER_NUMBER.test(letter)) return undefined;
  const due = query.get("due")?.trim() ?? "";
  return words.lines.letter(letter, isCalendarDate(due) ? formatDate(due, words.dates) : undefined);
}
