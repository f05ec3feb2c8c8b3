import { test, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { join, relative } from "node:path";
import { builtPages } from "../../src/node/builtPages";
import { BUILT_SITE } from "../everyPage";

const root = join(__dirname, "..", "..");
const publicDir = BUILT_SITE;

/*
 * What the checker does not know yet: `<link rel="expect" blocking="render">` (the HTML standard's "link-type-expect",
 * shipped in Chromium), which it takes for a stylesheet link. gatsby-ssr.tsx's is the only link with `blocking`.
 */
const CHECKER_GAPS = [/: error: A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/];

test("every built page is valid HTML (W3C Nu checker)", () => {
  test.setTimeout(120_000);
  const pages = builtPages(publicDir).map((page) => page.file);
  expect(pages.length).toBeGreaterThan(15);
  let report = "";
  try {
    execFileSync("java", ["-jar", join(root, "node_modules/vnu-jar/build/dist/vnu.jar"), "--errors-only", "--format", "gnu", ...pages], {
      stdio: "pipe",
    });
  } catch (error) {
    report = String((error as { stderr?: Buffer }).stderr ?? error);
  }
  const errors = report
    .split("\n")
    .filter(Boolean)
    .map((line) => line.replace(`file:${publicDir}/`, "").replace(root, "."))
    .filter((line) => !CHECKER_GAPS.some((gap) => gap.test(line)));
  expect(errors, `pages checked: ${pages.map((page) => relative(publicDir, page)).length}`).toEqual([]);
});
