/** How long the simulated send of a form takes (spec §9). */
export const SUBMIT_DELAY_MS = 1500;
/** The shortest password a visitor may choose on signup (spec §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** How long a notice stays before it dismisses itself (spec §9). */
export const TOAST_DURATION_MS = 5000;
/** How long the contact form waits for the inquiry endpoint before calling the send failed. */
export const INQUIRY_TIMEOUT_MS = 10_000;
