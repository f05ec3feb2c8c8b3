/*
 * The Book a consultation page's choices: where its button leads, and which service and plan are the paid
 * consultation (content/booking/booking.yaml names them by key).
 */

import { contactForService } from "./links";

/**
 * Where the booking button leads: the firm's own scheduling page where one is set (content/firm/firm.yaml,
 * `schedulerUrl`), otherwise the contact form with the consultation chosen by its key.
 */
export function bookingTarget(schedulerUrl: string | null | undefined, consultationKey: string): string {
  const scheduler = schedulerUrl?.trim();
  if (scheduler) return scheduler;
  return contactForService(consultationKey);
}

interface Keyed {
  readonly id: string;
}

/** The paid consultation (the entry with `key`, booking.yaml's `paid.service`) among `entries`; the build stops, naming both files, when there is none. */
export function paidConsultationIn<T extends Keyed>(entries: readonly T[], key: string, where: string): T {
  const found = entries.find((entry) => entry.id === key);
  if (!found) {
    throw new Error(`content/booking/booking.yaml, field "paid.service": "${key}" is not the key of any entry of ${where}`);
  }
  return found;
}
