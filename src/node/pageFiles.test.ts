import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { routeOfPageFile } from "../lib/content/routes";
import { NOT_FOUND_PAGE_FILE, ROUTES } from "../lib/routes";
import { pageFiles } from "./pageFiles";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PAGES_FOLDER = "src/pages/";

describe("pageFiles", () => {
  it("follows folders and leaves out what Gatsby does not make a page of", () => {
    const pages = mkdtempSync(join(tmpdir(), "page-files-"));
    const files = [
      "index.tsx",
      "404.tsx",
      "about.tsx",
      "_helpers.ts",
      "template-card.tsx",
      "types.d.ts",
      "about.test.tsx",
      "styles.css",
      "{MarkdownRemark.slug}.tsx",
      "guides/index.tsx",
      "guides/taxes/filing.jsx",
      "__tests__/page.tsx",
    ];
    try {
      for (const file of files) {
        mkdirSync(join(pages, file, ".."), { recursive: true });
        writeFileSync(join(pages, file), "");
      }
      expect(pageFiles(pages)).toEqual(["404.tsx", "about.tsx", "guides/index.tsx", "guides/taxes/filing.jsx", "index.tsx"]);
    } finally {
      rmSync(pages, { recursive: true, force: true });
    }
  });
});

describe("the routes (src/lib/routes.ts)", () => {
  it("list every file of src/pages but the not-found page, at the address Gatsby gives it", () => {
    const files = pageFiles(`${ROOT}${PAGES_FOLDER}`).map((file) => `${PAGES_FOLDER}${file}`);
    const listed = ROUTES.filter((route) => route.file.startsWith(PAGES_FOLDER));
    expect(listed.map((route) => route.file).sort()).toEqual(files.filter((file) => file !== NOT_FOUND_PAGE_FILE));
    for (const route of listed) expect(route.path, route.file).toBe(routeOfPageFile(route.file.slice(PAGES_FOLDER.length)));
  });

  it("lead to files that exist", () => {
    for (const route of ROUTES) expect(existsSync(`${ROOT}${route.file}`), route.file).toBe(true);
  });
});
