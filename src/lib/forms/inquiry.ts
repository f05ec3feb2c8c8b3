import type { Language } from "../languages";
import type { ContactValues } from "./contactSchema";
import { INQUIRY_TIMEOUT_MS, SUBMIT_DELAY_MS } from "./constants";
import { wait } from "./wait";

/** The inquiry endpoint, set at build time; unset, the send is simulated as the spec says. */
export const INQUIRY_ENDPOINT = process.env.GATSBY_INQUIRY_ENDPOINT ?? "";

/**
 * An inquiry as the firm receives it: the form's fields (the service by its English title, the firm's
 * stable name for it) and the language of the page it was sent from, so the firm can answer in it.
 */
export type Inquiry = ContactValues & { language: Language };

/**
 * Delivers an inquiry. With an endpoint: a JSON POST (form services answer JSON when asked with
 * `Accept: application/json`); a 2xx answer is success; any other answer, a network error or no answer
 * within the time limit rejects. Without one: the spec's simulated send.
 */
export async function sendInquiry(inquiry: Inquiry, endpoint: string = INQUIRY_ENDPOINT, timeoutMs: number = INQUIRY_TIMEOUT_MS): Promise<void> {
  const { name, email, service, message, language } = inquiry;
  if (!endpoint) {
    await wait(SUBMIT_DELAY_MS);
    console.log("[simulated] inquiry sent", { name, email, service, language });
    return;
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ name, email, service, message, language }),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`The inquiry endpoint answered ${response.status}`);
  } finally {
    clearTimeout(timer);
  }
}
