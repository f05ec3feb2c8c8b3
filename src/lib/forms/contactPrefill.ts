import { CUSTOM_QUOTE_REQUEST, OTHER_INQUIRY, serviceOptions } from "./serviceOptions";
/** The line a custom-quote inquiry's message starts with. */
export const CUSTOM_QUOTE_LINE = "I would like to request a custom quote.";

/**
 * What the contact form starts with when its address carries `?service=`: a listed service is chosen; a
 * custom quote request chooses "Other Inquiry" and opens the message with a line saying so; anything else
 * is ignored.
 */
export function prefillFromQuery(search: string, services: readonly string[]): { service?: string; message?: string } {
  const requested = new URLSearchParams(search).get("service")?.trim();
  if (!requested) return {};
  if (requested === CUSTOM_QUOTE_REQUEST) return { service: OTHER_INQUIRY, message: `${CUSTOM_QUOTE_LINE}\n\n` };
  return serviceOptions(services).includes(requested) ? { service: requested } : {};
}
