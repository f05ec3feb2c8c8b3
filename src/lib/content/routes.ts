/*
 * The paths of the site, for the content check to tell a link that leads somewhere from one that leads
 * nowhere: the pages Gatsby makes from src/pages, plus the ones gatsby-node makes from content.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, parse } from "node:path";

const PAGE_EXTENSIONS = new Set([".js", ".jsx", ".ts", ".tsx"]);
const NOT_FOUND_PAGE = "/404";
const BLOG_FOLDER = "blog";

/**
 * The routes of src/pages (index → "/", about.tsx → "/about", a/b.tsx → "/a/b"), sorted, without the 404
 * page, followed by `extraRoutes`.
 */
export function siteRoutes(pagesDir: string, extraRoutes: readonly string[] = []): string[] {
  const pageRoutes = pageFiles(pagesDir).map(routeOfPageFile).filter((route) => route !== NOT_FOUND_PAGE);
  return [...new Set([...pageRoutes, ...extraRoutes])].sort();
}

/** "/blog" and "/blog/<name>" for each content/blog/<name>.md, once that folder exists. */
export function blogRoutes(contentDir: string): string[] {
  const folder = join(contentDir, BLOG_FOLDER);
  if (!existsSync(folder)) return [];
  const articles = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => `/${BLOG_FOLDER}/${parse(entry.name).name}`);
  return [`/${BLOG_FOLDER}`, ...articles.sort()];
}

/** Page files relative to `pagesDir`, with "/" between folders. */
function pageFiles(pagesDir: string, folder = ""): string[] {
  return readdirSync(join(pagesDir, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : pageFiles(pagesDir, relative);
    return entry.isFile() && isPageFile(entry.name) ? [relative] : [];
  });
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

function routeOfPageFile(relativePath: string): string {
  const withoutExtension = relativePath.slice(0, -parse(relativePath).ext.length);
  const path = withoutExtension.replace(/(^|\/)index$/, "");
  return `/${path}`;
}
