import { test as base, expect, type Page } from "@playwright/test";

/**
 * Pages are server-rendered, so a click can land before React has attached its handlers. Every test
 * page's `goto` therefore waits until the page is hydrated (React's props are on the main landmark).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactProps$"));
  });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
