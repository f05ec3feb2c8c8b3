import type { FormEvent } from "react";

/**
 * Until the forms are wired to their submit behaviour (spec §4), a submission stays on the page:
 * nothing typed is sent anywhere, nor put into the address bar.
 */
export function preventSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}
