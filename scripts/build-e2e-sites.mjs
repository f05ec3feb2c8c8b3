// Builds the three sites the end-to-end tests serve:
//   public/               the site as published by default: inquiries are simulated (spec §4)
//   e2e-sites/endpoint/   the same site built with GATSBY_INQUIRY_ENDPOINT set, whose endpoint the tests stand in for,
//                         and from a copy of the content whose English lists are reversed and whose firm sets no
//                         service in Spanish (scripts/variant-content.ts), so that its Spanish pages show whether each
//                         translation follows its entry's key (e2e/translation-keys.spec.ts), and whose scheduling page
//                         and document portal are the other way round (e2e/book.spec.ts, e2e/documents-notice.spec.ts)
//   e2e-sites/edited/     the site built from "an editor's month" (scripts/edited-content.ts: every price changed,
//                         entries added, removed, retitled and reordered...), which the content-reading tests run
//                         against too (playwright.content.config.ts): no test may depend on today's content
import { cpSync, rmSync } from "node:fs";
import { execSync } from "node:child_process";

export const TEST_INQUIRY_ENDPOINT = "https://inquiries.example.com/f/tallyfield";
const VARIANT_CONTENT = "e2e-sites/variant-content";
export const EDITED_CONTENT = "e2e-sites/edited-content";

const build = (extraEnv) =>
  execSync("npm run build", {
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_INQUIRY_ENDPOINT: "", ...extraEnv },
  });

execSync(`npx tsx scripts/variant-content.ts ${VARIANT_CONTENT}`, { stdio: "inherit" });
build({ GATSBY_INQUIRY_ENDPOINT: TEST_INQUIRY_ENDPOINT, CONTENT_DIR: `${process.cwd()}/${VARIANT_CONTENT}` });
rmSync("e2e-sites/endpoint", { recursive: true, force: true });
cpSync("public", "e2e-sites/endpoint", { recursive: true });
execSync(`npx tsx scripts/edited-content.ts ${EDITED_CONTENT}`, { stdio: "inherit" });
build({ CONTENT_DIR: `${process.cwd()}/${EDITED_CONTENT}` });
rmSync("e2e-sites/edited", { recursive: true, force: true });
cpSync("public", "e2e-sites/edited", { recursive: true });
build({});
