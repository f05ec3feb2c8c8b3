/*
 * The files of src/pages that Gatsby makes a page of, for the test that each has its line in ROUTES
 * (src/lib/routes.ts).
 */
import { readdirSync } from "node:fs";
import { join, parse } from "node:path";

const PAGE_EXTENSIONS = new Set([".js", ".jsx", ".ts", ".tsx"]);

/** The files of `pagesDir` Gatsby makes a page of, relative to it, with "/" between folders, sorted. */
export function pageFiles(pagesDir: string, folder = ""): string[] {
  return readdirSync(join(pagesDir, folder), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return entry.name === "__tests__" ? [] : pageFiles(pagesDir, relative);
      return entry.isFile() && isPageFile(entry.name) ? [relative] : [];
    })
    .sort();
}

/**
 * The files Gatsby's page creator turns into pages (gatsby-page-utils' validatePath). File System Route
 * API files ({Type.field}.tsx, [param].tsx) are left out: their paths come from data or match any path.
 */
function isPageFile(fileName: string): boolean {
  const { name, ext } = parse(fileName);
  return (
    PAGE_EXTENSIONS.has(ext) &&
    !/^[_.]/.test(name) &&
    !name.startsWith("template-") &&
    !name.endsWith(".d") &&
    !/\.(test|spec)$/.test(name) &&
    !/[{[]/.test(name)
  );
}
