import { defineConfig } from "@playwright/test";
import base, { SITE_PORT } from "./playwright.config";
import { BUILT_FILE_SPECS, CONTENT_PATH_SPECS, CONTENT_SPECS, PSEUDO_LANGUAGE_SPECS, touchedContentSpecs } from "./contentSpecs";
import { changedFiles } from "./pagesToSee";
import { reporter } from "./reporter";

/*
 * The end-to-end tests that read what they expect from the content (e2e/content.ts; e2e/contentSpecs.ts lists them),
 * against one site and the content it was built from:
 * - `npm test` (test:e2e:edited) runs them on the site built from "an editor's month" (scripts/edited-content.ts,
 *   E2E_SITE=e2e-sites/edited, E2E_CONTENT=e2e-sites/edited-content), so that a test tied to today's values fails in
 *   CI, not for an editor;
 * - `npm run ci:content` (E2E_SUITE=content-path) runs the content path's share on public/, the one production build of
 *   a content-only change;
 * - `npm test` (test:e2e:year, E2E_SUITE=built-files) runs the checks of the built files on the site of a year more
 *   (E2E_SITE=e2e-sites/year);
 * - `npm test` (test:e2e:pseudo, E2E_SUITE=pseudo-language) checks every template of the site with the tests'
 *   pseudo-language (E2E_SITE=e2e-sites/pseudo, scripts/pseudo-language.ts).
 * Tests that compare the published site with the second site (@second-site) run with it (e2e/playwright.config.ts); and
 * where the build sends inquiries to the firm's form service (which e2e/fixtures.ts then answers), no simulated send.
 */
const SITE = process.env.E2E_SITE ?? "public";
const SUITES: Record<string, string[]> = {
  "content-path": [...CONTENT_PATH_SPECS, ...touchedContentSpecs(changedFiles())],
  "built-files": BUILT_FILE_SPECS,
  "pseudo-language": PSEUDO_LANGUAGE_SPECS,
};
const left = ["@second-site", ...(process.env.GATSBY_INQUIRY_ENDPOINT ? ["@simulated-send"] : [])];

export default defineConfig({
  ...base,
  testMatch: SUITES[process.env.E2E_SUITE ?? ""] ?? CONTENT_SPECS,
  grepInvert: new RegExp(left.join("|")),
  reporter: reporter(`content-${SITE.replace(/\W+/g, "-")}`),
  outputDir: `../test-results/content-${SITE.replace(/\W+/g, "-")}`,
  // At desktop width: the widths are the published site's (e2e/playwright.config.ts).
  projects: [{ name: "desktop", use: base.projects![0].use }],
  webServer: [
    { cwd: "..", command: `node scripts/host.mjs ${SITE} ${SITE_PORT}`, url: `http://localhost:${SITE_PORT}/`, reuseExistingServer: false },
  ],
});
