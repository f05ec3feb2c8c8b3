// The page the bench's scripts measure in, and how they know it is ready. Used by call-count.mjs, interactions.mjs,
// profile.mjs and time-to-answer.mjs.

/** A phone's screen, as Lighthouse's mobile settings have it, with touch. */
export const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true };

/** Until the page says it has hydrated: the site's gatsby-browser.tsx and the bare page (bench-reference.mjs) mark `<html data-hydrated>`. */
export const untilHydrated = (page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 60_000 });
