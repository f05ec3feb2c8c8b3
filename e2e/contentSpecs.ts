/*
 * Which end-to-end tests run against which site (e2e/playwright.config.ts, e2e/playwright.content.config.ts).
 */

/**
 * The tests that read what they expect from the content and check it page by page. `npm test` runs them against the
 * site built from "an editor's month" of edits (scripts/edited-content.ts): passing there, they pass on any content.
 * The published site keeps every-page.spec.ts and layout.spec.ts at both widths.
 */
export const CONTENT_SPECS = [
  "about.spec.ts",
  "account-forms.spec.ts",
  "articles.spec.ts",
  "book.spec.ts",
  "contact-form.spec.ts",
  "contact.spec.ts",
  "deadline-calendars.spec.ts",
  "deadlines.spec.ts",
  "documents-notice.spec.ts",
  "estimated-payments.spec.ts",
  "faq.spec.ts",
  "home.spec.ts",
  "letters.spec.ts",
  "new-york-estimate.spec.ts",
  "plan-finder.spec.ts",
  "pricing-compare.spec.ts",
  "pricing.spec.ts",
  "seo.spec.ts",
  "services.spec.ts",
  "spanish-forms.spec.ts",
  "spanish.spec.ts",
  "tax-estimator.spec.ts",
  "what-to-bring.spec.ts",
  "after-you-file.spec.ts",
];

/**
 * The checks of the built files alone, over every page: `npm test` runs them once, on the site of a year more
 * (test:e2e:year), built from the published content and a year of writing besides, so its pages hold the published
 * site's; `npm run ci:content` runs them on the one build it publishes.
 */
export const BUILT_FILE_SPECS = ["site/*.spec.ts"];

/**
 * The house with a third language (npm run test:e2e:pseudo): the site of the tests' pseudo-language, every template in
 * it, and each page's scripts holding its own language's words alone.
 */
export const PSEUDO_LANGUAGE_SPECS = ["pseudo-language.spec.ts", "site/page-words.spec.ts"];

/**
 * The content path's share (`npm run ci:content`), to publish an editor's change in minutes: the checks of the built
 * files over every page (valid HTML, links, heads, the host's headers), one page of each template and the pages the
 * change touched in a browser (e2e/pagesToSee.ts: structure, axe, no shift, the language switch), and the content
 * tests of the folders the change touched (`touchedContentSpecs`). The rest runs in the whole suite after the deploy.
 */
export const CONTENT_PATH_SPECS = ["every-page.spec.ts", ...BUILT_FILE_SPECS];

/** The content tests named for a folder of content/ the change touched: content/pricing/… → pricing.spec.ts. */
export function touchedContentSpecs(changedFiles: readonly string[]): string[] {
  const folders = changedFiles.map((file) => /^content\/([\w-]+)\//.exec(file)?.[1]);
  return [...new Set(folders.map((folder) => `${folder}.spec.ts`))].filter((spec) => CONTENT_SPECS.includes(spec));
}
