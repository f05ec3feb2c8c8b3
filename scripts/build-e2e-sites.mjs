// Builds the four sites the end-to-end tests serve, each from the content in CONTENT_DIR (an absolute folder; content/
// unless told: the bench builds them from a year more):
//   public/               the site as published by default: inquiries are simulated (spec §4)
//   e2e-sites/endpoint/   the same site built with GATSBY_INQUIRY_ENDPOINT set, whose endpoint the tests stand in for,
//                         and from a copy of the content whose English lists are reversed and whose firm sets no
//                         service in Spanish (scripts/variant-content.ts), so that its Spanish pages show whether each
//                         translation follows its entry's key (e2e/translation-keys.spec.ts), and whose scheduling page
//                         and document portal are the other way round (e2e/book.spec.ts, e2e/documents-notice.spec.ts)
//   e2e-sites/edited/     the site built from "an editor's month" (scripts/edited-content.ts: every price changed,
//                         entries added, removed, retitled and reordered...), which the content-reading tests run
//                         against too (e2e/playwright.content.config.ts): no test may depend on today's content
//   e2e-sites/year/       the site built from a year more of the editors' writing (scripts/year-of-content.ts), whose
//                         built files are checked (npm run test:e2e:year): the host's limits hold for a year of pages
//   e2e-sites/pseudo/     the site with a third language, the tests' pseudo-language, built from a copy of the project
//                         that adds it (scripts/pseudo-language.ts, e2e-sites/pseudo-project/), whose every template
//                         is checked in it (npm run test:e2e:pseudo)
import { cpSync, rmSync } from "node:fs";
import { execSync } from "node:child_process";

export const TEST_INQUIRY_ENDPOINT = "https://inquiries.example.com/f/tallyfield";
const CONTENT = process.env.CONTENT_DIR ?? `${process.cwd()}/content`;
const VARIANT_CONTENT = "e2e-sites/variant-content";
export const EDITED_CONTENT = "e2e-sites/edited-content";
const YEAR_CONTENT = "e2e-sites/year-content";
const PSEUDO_PROJECT = "e2e-sites/pseudo-project";

const build = (contentDir, extraEnv = {}) =>
  execSync("npm run build", {
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_INQUIRY_ENDPOINT: "", CONTENT_DIR: contentDir, ...extraEnv },
  });

/** Writes a copy of the content with `script`, builds the site from it, and keeps the build as `site`. */
function buildFromCopy(script, copy, site, extraEnv) {
  execSync(`npx tsx scripts/${script} ${copy} ${CONTENT}`, { stdio: "inherit" });
  build(`${process.cwd()}/${copy}`, extraEnv);
  rmSync(site, { recursive: true, force: true });
  cpSync("public", site, { recursive: true });
}

/** Writes the project with the pseudo-language, checks its content and builds it, and keeps the build as e2e-sites/pseudo. */
function buildPseudoSite() {
  execSync(`npx tsx scripts/pseudo-language.ts ${PSEUDO_PROJECT}`, { stdio: "inherit" });
  // The copy's own content/, whatever CONTENT_DIR says of the project's.
  const { CONTENT_DIR: _, ...env } = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_INQUIRY_ENDPOINT: "" };
  execSync("npx tsx scripts/check-content.ts && npx gatsby build", { cwd: PSEUDO_PROJECT, stdio: "inherit", env });
  rmSync("e2e-sites/pseudo", { recursive: true, force: true });
  cpSync(`${PSEUDO_PROJECT}/public`, "e2e-sites/pseudo", { recursive: true });
}

buildPseudoSite();
buildFromCopy("variant-content.ts", VARIANT_CONTENT, "e2e-sites/endpoint", { GATSBY_INQUIRY_ENDPOINT: TEST_INQUIRY_ENDPOINT });
buildFromCopy("edited-content.ts", EDITED_CONTENT, "e2e-sites/edited");
buildFromCopy("year-of-content.ts", YEAR_CONTENT, "e2e-sites/year");
build(CONTENT);
