/*
 * The paths of the site, for the content check to tell a link that leads somewhere from one that leads
 * nowhere: the pages of the list of routes (src/lib/routes.ts), plus the ones gatsby-node makes from the
 * Markdown files of the content. And the files of src/pages, for the test that each has its route.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, parse } from "node:path";
import type { MarkdownContentType } from "./declare";
import type { Language } from "../languages";
import { ROUTES, type Route } from "../routes";
import { articles, MARKDOWN_TYPES } from "./types";

const PAGE_EXTENSIONS = new Set([".js", ".jsx", ".ts", ".tsx"]);
const ARTICLE_EXTENSION = ".md";

/**
 * The pages a link of the content may lead to, as content writes them ("/about"), sorted: the English address of
 * every page of `routes`, and of every Markdown page of `contentDir` (the articles, the notices).
 */
export function siteRoutes(contentDir: string, routes: readonly Route[] = ROUTES): string[] {
  const listed = routes.map((route) => (route.en === "/" ? route.en : route.en.replace(/\/$/, "")));
  return [...new Set([...listed, ...markdownRoutes(contentDir)])].sort();
}

/** "/blog" and "/blog/<name>" for each content/blog/en/<name>.md, once that folder exists. */
export function blogRoutes(contentDir: string): string[] {
  return collectionRoutes(contentDir, articles);
}

/** The pages made from the Markdown files of every collection (articles, notices), and their index pages. */
export function markdownRoutes(contentDir: string): string[] {
  return MARKDOWN_TYPES.flatMap((collection) => collectionRoutes(contentDir, collection));
}

function collectionRoutes(contentDir: string, { folder, prefix, index }: MarkdownContentType): string[] {
  if (!existsSync(join(contentDir, languageFolder(folder)))) return [];
  const pages = markdownFileNames(contentDir, folder).map((fileName) => `${prefix}${parse(fileName).name}`);
  return [...(index ? [index] : []), ...pages.sort()];
}

/** The folder of a collection's pages in a language, relative to content/: "blog/en". */
export const languageFolder = (folderName: string, language: Language = "en") => `${folderName}/${language}`;

/** The names of the Markdown files of content/<folder>/<language>, sorted; none while that folder does not exist. */
export function markdownFileNames(contentDir: string, folderName: string, language: Language = "en"): string[] {
  const folder = join(contentDir, languageFolder(folderName, language));
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ARTICLE_EXTENSION))
    .map((entry) => entry.name)
    .sort();
}

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

/** The address Gatsby gives the page of a file of src/pages, as the site publishes it: index.tsx → "/", a/b.tsx → "/a/b/". */
export function routeOfPageFile(relativePath: string): string {
  const withoutExtension = relativePath.slice(0, -parse(relativePath).ext.length);
  const path = withoutExtension.replace(/(^|\/)index$/, "");
  return path ? `/${path}/` : "/";
}
