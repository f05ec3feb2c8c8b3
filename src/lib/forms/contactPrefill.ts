import type { Translations } from "../../i18n/PageLanguage";
import type { Language } from "../languages";
import { CUSTOM_QUOTE_REQUEST, OTHER_INQUIRY, choiceNames, type ServiceOption } from "./serviceOptions";

/** The line a custom-quote inquiry's message starts with. */
export const CUSTOM_QUOTE_LINES = {
  en: "I would like to request a custom quote.",
  es: "Quisiera solicitar una cotización personalizada.",
} satisfies Translations<string>;

/**
 * What the contact form starts with when its address carries `?service=`, a name in English (as the
 * pricing content writes its links) or in the page's language: a listed service is chosen; a custom quote
 * request chooses "Other Inquiry" and opens the message with a line saying so; anything else is ignored.
 * `options` is the service list the form shows (serviceOptions).
 */
export function prefillFromQuery(search: string, options: readonly ServiceOption[], language: Language): { service?: string; message?: string } {
  const requested = new URLSearchParams(search).get("service")?.trim();
  if (!requested) return {};
  if (requested === CUSTOM_QUOTE_REQUEST || requested === choiceNames[language].customQuoteRequest) {
    return { service: OTHER_INQUIRY, message: `${CUSTOM_QUOTE_LINES[language]}\n\n` };
  }
  const chosen = options.find(({ value, label }) => requested === value || requested === label);
  return chosen ? { service: chosen.value } : {};
}
