import { test, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { join, relative } from "node:path";
import { builtPages } from "../../src/build/builtPages";

const root = join(__dirname, "..", "..");
const publicDir = join(root, "public");

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
    .map((line) => line.replace(`file:${publicDir}/`, "").replace(root, "."));
  expect(errors, `pages checked: ${pages.map((page) => relative(publicDir, page)).length}`).toEqual([]);
});
