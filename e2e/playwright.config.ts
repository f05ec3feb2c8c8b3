import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../scripts/chromium.mjs";
import { BUILT_FILE_SPECS, CONTENT_SPECS, PSEUDO_LANGUAGE_SPECS } from "./contentSpecs";
import { reporter } from "./reporter";
import { writeEveryLanguageModules } from "../src/node/wordsModules";

writeEveryLanguageModules(path.resolve(__dirname, ".."));

/** E2E_PORT moves the three servers (9000, 9001, 9010 by default) so that two checkouts can test at once. */
const PORT = Number(process.env.E2E_PORT ?? 9000);
/** Where the default site is served. */
export const SITE_PORT = PORT;
/** Where the site built with an inquiry endpoint is served. */
export const ENDPOINT_SITE_PORT = PORT + 1;
/** Where the stand-in for GitHub's OAuth server listens (scripts/github-oauth-stand-in.mjs). */
export const GITHUB_STAND_IN_PORT = PORT + 10;
/** The content manager's sign-in Functions, as the tests configure them (in production: docs/publishing.md). */
export const OAUTH_BINDINGS = [
  "GITHUB_CLIENT_ID=e2e-client-id",
  "GITHUB_CLIENT_SECRET=e2e-client-secret",
  `GITHUB_OAUTH_ORIGIN=http://localhost:${GITHUB_STAND_IN_PORT}`,
];

export default defineConfig({
  // This folder holds the site's suite; the content manager's (cms/) has its configuration beside this one.
  testDir: ".",
  // `@words/…` as the unit tests read it: each entry in every language (src/node/wordsModules.ts), read with wordsIn.
  tsconfig: "./tsconfig.words.json",
  fullyParallel: true,
  workers: 2,
  // A failed test runs once more, with a trace; passing then still fails the run: a retry never hides a flaky
  // test, and passing tests pay nothing for traces (recording one doubles the assertion-heavy tests' time).
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  // A failed test keeps its screenshot, its retry's trace and error context in test-results/e2e/, and the HTML
  // report in playwright-report/e2e/ tells the whole run (e2e/reporter.ts): the publishing workflow uploads both when a
  // run fails.
  reporter: reporter("e2e"),
  outputDir: "../test-results/e2e",
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    // Debian's Chromium, started quietly: tests never download a browser of their own.
    launchOptions: chromiumLaunchOptions,
    screenshot: "only-on-failure",
    trace: "on-first-retry",
    // Each worker keeps one page, which Playwright resets between tests (cookies, storage, cache, clock, routes, init
    // scripts): a test then starts in 1.2 s instead of 2.3 s (docs/decisions/checks-by-template.md).
    reuseContext: true,
  },
  projects: [
    // The tests that check the content page by page run against the site of an editor's month instead, and the checks
    // of the built files against the site of a year more (e2e/playwright.content.config.ts): every-page and layout
    // check the published site here at both widths.
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: [...CONTENT_SPECS, ...BUILT_FILE_SPECS, ...PSEUDO_LANGUAGE_SPECS, "cms/**"],
    },
    // Of those, the ones that compare the published site with the second site (built from a variant of the published
    // content) stay here, where both are.
    { name: "second-site", use: { viewport: { width: 1280, height: 800 } }, testMatch: CONTENT_SPECS, grep: /@second-site/ },
    {
      name: "mobile",
      use: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: false },
      // At 375 px, what depends on the width: the layout and the mobile menu, every page's structure, axe (contrast,
      // target sizes, reflow) and text that does not move as the fonts arrive. Everything else (the built files and
      // headers, the heads of the pages, the forms' rules and sending, the deadlines' dates and files, whose layout
      // test sets its own widths, each page's content and links, the sign-in handshake, hydration, the translations)
      // runs once, at desktop width.
      testMatch: ["every-page.spec.ts", "layout.spec.ts", "a11y.spec.ts", "fonts.spec.ts"],
      // Of the layout's tests, the header, the mobile menu and the structure: the footer's links, the floating
      // elements, the page transitions and the unknown paths behave the same at every width.
      grepInvert: /layout\.spec\.ts.*(footer|floating elements|navigation|unknown paths|the page sent for unknown paths) /,
    },
  ],
  // The built sites (`npm run build:e2e` first), served by the host's own local runtime (scripts/host.mjs:
  // wrangler pages dev): the default site, with the sign-in Functions pointed at a stand-in for GitHub's
  // OAuth server, and the same site built with an inquiry endpoint (see scripts/build-e2e-sites.mjs).
  webServer: [
    {
      cwd: "..",
      command: `node scripts/host.mjs public ${PORT} ${OAUTH_BINDINGS.map((binding) => `--binding ${binding}`).join(" ")}`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      cwd: "..",
      command: `node scripts/host.mjs e2e-sites/endpoint ${ENDPOINT_SITE_PORT}`,
      url: `http://localhost:${ENDPOINT_SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      cwd: "..",
      command: `node scripts/github-oauth-stand-in.mjs ${GITHUB_STAND_IN_PORT}`,
      port: GITHUB_STAND_IN_PORT,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
