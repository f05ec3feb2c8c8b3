import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";

/**
 * Pages are server-rendered, so a click can land before their handlers are attached. Every test page's
 * `goto` therefore waits until the page is hydrated (gatsby-browser marks <html data-hydrated>).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

interface Options {
  /** The console errors this test expects (a failed send, a missing page); any other fails it. */
  expectedConsoleErrors: RegExp | null;
}

/*
 * Every test also watches the console: an error, an uncaught exception or a Content-Security-Policy
 * violation (the site is served with its own _headers) fails the test that met it.
 */
export const test = base.extend<Options>({
  expectedConsoleErrors: [null, { option: true }],
  page: async ({ page, expectedConsoleErrors }, use) => {
    const problems: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (!expectedConsoleErrors?.test(text)) problems.push(`console: ${text}`);
    };
    const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
      });
    });
    // The content path tests the very build it publishes (npm run ci:content): where that build sends inquiries to
    // the firm's form service, the service's answer is played here, so that no test inquiry ever reaches the firm.
    const endpoint = process.env.GATSBY_INQUIRY_ENDPOINT;
    if (endpoint) await page.route(endpoint, (route) => route.fulfill({ status: 200, json: { ok: true } }));
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
    // The page is the worker's one page, kept for the next test (playwright.config.ts: reuseContext): this test's own go.
    page.goto = goto;
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    expect(problems, "console errors, uncaught exceptions or CSP violations").toEqual([]);
  },
});

/** An unknown address answers 404, which the browser reports in the console: expected there. */
export const MISSING_PAGE = "/a-page-that-does-not-exist";
export const NOT_FOUND_ERROR = /status of 404/;

export { expect };
