import { defineConfig } from "@playwright/test";
import base, { SITE_PORT } from "./playwright.config";

/*
 * The end-to-end tests that read what they expect from the content (e2e/content.ts), against one site and the content
 * it was built from: `npm run ci:content` runs them on public/ after the one production build of a content-only change,
 * and `npm test` on the site built from "an editor's month" (scripts/edited-content.ts, E2E_SITE=e2e-sites/edited,
 * E2E_CONTENT=e2e-sites/edited-content), so that a test tied to today's values fails in CI, not for an editor.
 * Tests that compare with the tests' second site (tagged @second-site) need its build and are left to `npm test`; so
 * are those of the simulated send (@simulated-send) when the build sends inquiries to the firm's form service (which
 * e2e/fixtures.ts then answers in its place).
 */
const SITE = process.env.E2E_SITE ?? "public";

export const CONTENT_SPECS = [
  "every-page.spec.ts",
  "about.spec.ts",
  "account-forms.spec.ts",
  "articles.spec.ts",
  "book.spec.ts",
  "contact-form.spec.ts",
  "contact.spec.ts",
  "deadline-calendars.spec.ts",
  "deadlines.spec.ts",
  "documents-notice.spec.ts",
  "faq.spec.ts",
  "home.spec.ts",
  "layout.spec.ts",
  "plan-finder.spec.ts",
  "pricing-compare.spec.ts",
  "pricing.spec.ts",
  "seo.spec.ts",
  "services.spec.ts",
  "spanish-forms.spec.ts",
  "spanish.spec.ts",
  "tax-estimator.spec.ts",
];

/**
 * The content path's share (E2E_SUITE=content-path, `npm run ci:content`), to publish an editor's change in minutes:
 * every route once (its structure, axe, its head and title from the content, its other language), and the prices, the
 * edit the firm is trusted for. The rest runs in the whole suite after the deploy.
 */
export const CONTENT_PATH_SPECS = ["every-page.spec.ts", "pricing.spec.ts"];

export default defineConfig({
  ...base,
  testMatch: process.env.E2E_SUITE === "content-path" ? CONTENT_PATH_SPECS : CONTENT_SPECS,
  grepInvert: process.env.GATSBY_INQUIRY_ENDPOINT ? /@second-site|@simulated-send/ : /@second-site/,
  reporter: [["list"], ["html", { open: "never", outputFolder: `playwright-report/content-${SITE.replace(/\W+/g, "-")}` }]],
  outputDir: `test-results/content-${SITE.replace(/\W+/g, "-")}`,
  // Every route once, at desktop width: the widths are the full suite's.
  projects: [base.projects![0]],
  webServer: [{ command: `node scripts/host.mjs ${SITE} ${SITE_PORT}`, url: `http://localhost:${SITE_PORT}/`, reuseExistingServer: false }],
});
