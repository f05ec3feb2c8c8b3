import { SUBMIT_DELAY_MS } from "./constants";
import { wait } from "./wait";

export type AccountAction = "login" | "signup" | "forgot-password";

/**
 * The one place where login, signup and forgot password reach an account service. The product has none
 * yet (spec §7): the request is simulated with the spec's delay, and no credential is stored or sent.
 * A real auth service replaces the body of this function; a rejection carries the message to show.
 */
export async function submitAccountRequest(action: AccountAction, values: { email: string }): Promise<void> {
  await wait(SUBMIT_DELAY_MS);
  console.log(`[simulated] ${action} request for ${values.email}`);
}
