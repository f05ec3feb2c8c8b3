import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ROUTES } from "../src/lib/routes";
import { FIRST_LANGUAGE, LANGUAGES, PUBLISHED_LANGUAGES } from "../src/lib/languages";
import { englishPathOf, isArticlePath, languageOfPath, pathIn } from "../src/lib/localPaths";
import { allRoutes, CONTENT } from "./content";

/*
 * The pages a browser sees (docs/decisions/checks-by-template.md). What every page must satisfy is checked on the
 * built files, over every page (e2e/site/); what only a browser sees (layout, axe, no shift, hydration, both widths,
 * each engine) is seen on one page of each template in each language, and on the pages the change touched. Pages of
 * one template differ only in their content, so the editors' year of articles adds pages here only as they are written.
 */

const ARTICLE_TEMPLATE = "src/templates/article.tsx";
const NOTICE_TEMPLATE = "src/templates/legal.tsx";

/** The file that lays out the page at `route`: its file of src/pages, or the article's or notice's template. */
export function templateOf(route: string): string {
  const listed = ROUTES.find((entry) => entry.path === englishPathOf(route));
  if (listed) return listed.file.startsWith("content/legal/") ? NOTICE_TEMPLATE : listed.file;
  if (isArticlePath(englishPathOf(route))) return ARTICLE_TEMPLATE;
  throw new Error(`${route}: no page of the list of routes (src/lib/routes.ts) and no article`);
}

const templateAndLanguage = (route: string) => `${templateOf(route)} ${languageOfPath(route)}`;
const firstOfEach = new Map<string, string>();
for (const route of allRoutes) if (!firstOfEach.has(templateAndLanguage(route))) firstOfEach.set(templateAndLanguage(route), route);

/** The first page of each template in each language, in the order of every route. */
export const oneOfEachTemplate = [...firstOfEach.values()];

/** The files the change touched: CHANGED_FILES (one path a line, as the publishing workflow's diff prints them), or the last commit's and the working tree's. */
export function changedFiles(): string[] {
  const listed = process.env.CHANGED_FILES?.split(/\s+/).filter(Boolean);
  if (listed) return listed;
  try {
    return execFileSync("git", ["diff", "--name-only", "HEAD~1"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).split("\n");
  } catch {
    return []; // a clone without the commit before
  }
}

/**
 * A site built from a copy of the content (E2E_CONTENT: an editor's month) touches the Markdown files where the copy
 * differs from the content it was made from (CONTENT_DIR, or content/): the articles it retitled and added.
 */
function markdownChangedInCopy(): string[] {
  const root = join(__dirname, "..");
  const base = resolve(root, process.env.CONTENT_DIR ?? "content");
  const copy = resolve(root, CONTENT);
  if (copy === base) return [];
  const text = (folder: string, file: string) => (existsSync(join(folder, file)) ? readFileSync(join(folder, file), "utf8") : undefined);
  return ["blog/en", "blog/es", "legal/en", "legal/es"]
    .flatMap((folder) => readdirSync(join(copy, folder)).map((name) => `${folder}/${name}`))
    .filter((file) => file.endsWith(".md") && text(copy, file) !== text(base, file))
    .map((file) => `content/${file}`);
}

/** A changed Markdown file of `folder` in any language of the list: its name. */
const markdownName = (folder: string, file: string) =>
  LANGUAGES.map((language) => new RegExp(`^content/${folder}/${language}/([\\w-]+)\\.md$`).exec(file)?.[1]).find(Boolean);

/** The pages made from a changed Markdown file (an article or a notice, in the languages it is published in). */
export function routesOfFiles(files: readonly string[]): string[] {
  const inEveryLanguage = (path: string) => PUBLISHED_LANGUAGES.map((language) => pathIn(language, path));
  return files.flatMap((file) => {
    const article = markdownName("blog", file);
    if (article) return inEveryLanguage(`/blog/${article}/`);
    const notice = markdownName("legal", file);
    const route = notice && ROUTES.find((entry) => entry.file === `content/legal/${FIRST_LANGUAGE}/${notice}.md`);
    return route ? inEveryLanguage(route.path) : [];
  });
}

/** The pages the change touched, of the site under test (a removed article's page is gone, and not seen). */
export const touchedRoutes = [...new Set(routesOfFiles([...changedFiles(), ...markdownChangedInCopy()]))].filter((route) =>
  allRoutes.includes(route),
);

/**
 * The content path (E2E_SUITE=content-path), to publish an editor's change in minutes, sees each template once, in
 * each language by turns; the whole suite, after it, sees each in every language.
 */
function templatesSeen(): string[] {
  if (process.env.E2E_SUITE !== "content-path") return oneOfEachTemplate;
  const templates = [...new Set(oneOfEachTemplate.map(templateOf))];
  return templates.map((template, index) => {
    const pages = oneOfEachTemplate.filter((route) => templateOf(route) === template);
    return pages.find((route) => languageOfPath(route) === PUBLISHED_LANGUAGES[index % PUBLISHED_LANGUAGES.length]) ?? pages[0];
  });
}

/** What a browser sees: one page of each template in each language, and the pages the change touched. */
export const pagesToSee = ((seen) => allRoutes.filter((route) => seen.includes(route) || touchedRoutes.includes(route)))(templatesSeen());
