/*
 * The paths of the site, for the content check to tell a link that leads somewhere from one that leads
 * nowhere: the pages of the list of routes (src/lib/routes.ts), plus the ones gatsby-node makes from the
 * Markdown files of the content.
 */
import { baseName, fileNamesIn, type ContentFiles } from "./contentFiles";
import type { MarkdownContentType } from "./declare";
import { FIRST_LANGUAGE, type Language } from "../languages";
import { ROUTES, type Route } from "../routes";
import { articles, MARKDOWN_TYPES } from "./types";

const ARTICLE_EXTENSION = ".md";

/**
 * The pages a link of the content may lead to, as content writes them ("/about"), sorted: the English address of
 * every page of `routes`, and of every Markdown page of `content` (the articles, the notices).
 */
export function siteRoutes(content: ContentFiles, routes: readonly Route[] = ROUTES): string[] {
  const listed = routes.map((route) => (route.path === "/" ? route.path : route.path.replace(/\/$/, "")));
  return [...new Set([...listed, ...markdownRoutes(content)])].sort();
}

/** "/blog" and "/blog/<name>" for each content/blog/en/<name>.md, once that folder holds a file. */
export function blogRoutes(content: ContentFiles): string[] {
  return collectionRoutes(content, articles);
}

/** The pages made from the Markdown files of every collection (articles, notices), and their index pages. */
export function markdownRoutes(content: ContentFiles): string[] {
  return MARKDOWN_TYPES.flatMap((collection) => collectionRoutes(content, collection));
}

// A folder without files is no folder to git, so the index page waits for the folder's first file.
function collectionRoutes(content: ContentFiles, { folder, prefix, index }: MarkdownContentType): string[] {
  if (fileNamesIn(content, languageFolder(folder)).length === 0) return [];
  const pages = markdownFileNames(content, folder).map((fileName) => `${prefix}${baseName(fileName)}`);
  return [...(index ? [index] : []), ...pages.sort()];
}

/** The folder of a collection's pages in a language, relative to content/: "blog/en". */
export const languageFolder = (folderName: string, language: Language = FIRST_LANGUAGE) => `${folderName}/${language}`;

/** The names of the Markdown files of content/<folder>/<language>, sorted; none while that folder holds none. */
export function markdownFileNames(content: ContentFiles, folderName: string, language: Language = FIRST_LANGUAGE): string[] {
  return fileNamesIn(content, languageFolder(folderName, language)).filter((name) => name.endsWith(ARTICLE_EXTENSION));
}

/** The address Gatsby gives the page of a file of src/pages, as the site publishes it: index.tsx → "/", a/b.tsx → "/a/b/". */
export function routeOfPageFile(relativePath: string): string {
  const path = baseName(relativePath).replace(/(^|\/)index$/, "");
  return path ? `/${path}/` : "/";
}
