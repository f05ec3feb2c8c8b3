/*
 * The site's pages in every published language: those of src/pages, and one per Markdown page of the content
 * with its folder's template. Each page is told its language, the first language (whose words an inquiry is sent
 * in), and its addresses in the other languages.
 */
import path from "node:path";
import type { CreatePageArgs, CreatePagesArgs } from "gatsby";
import { FIRST_LANGUAGE, PUBLISHED_LANGUAGES, type Language } from "../lib/languages";
import { pathIn } from "../lib/localPaths";
import { sitePath } from "../lib/links";
import { NOT_FOUND_PAGE_FILE, routeOf, unlistedPageProblem } from "../lib/routes";
import { languageQuery } from "./pageLanguageModules";

/** The template of each folder of Markdown pages; their addresses come from the declarations (types/markdown.ts). */
const TEMPLATES: Record<string, string> = { blog: "src/templates/article.tsx", legal: "src/templates/legal.tsx" };
const PAGES_FOLDER = "src/pages/";
/** A page's component built in its language alone (src/node/pageLanguageModules.ts). */
const componentIn = (lang: Language, file: string) => path.resolve(file) + languageQuery(lang);

/**
 * A page of src/pages in every language, at its addresses in the list of routes (src/lib/routes.ts): a page
 * missing from it fails the build, naming its file, rather than being made in English alone. The not-found
 * page stays one.
 */
export function createPageInEveryLanguage({ page, actions, reporter }: CreatePageArgs): void {
  const file = path.relative(path.resolve(), page.component).split(path.sep).join("/");
  if (page.context?.lang || !file.startsWith(PAGES_FOLDER) || file === NOT_FOUND_PAGE_FILE) return;
  const route = routeOf(page.path);
  if (!route) {
    reporter.panicOnBuild(unlistedPageProblem(page.path, file)!);
    return;
  }
  const alternates = Object.fromEntries(PUBLISHED_LANGUAGES.map((lang) => [lang, pathIn(lang, route.path)]));
  actions.deletePage(page);
  for (const lang of PUBLISHED_LANGUAGES) {
    const component = componentIn(lang, file);
    actions.createPage({ ...page, path: alternates[lang], component, context: { ...page.context, lang, firstLang: FIRST_LANGUAGE, alternates } });
  }
}

/** A page per Markdown file in a published language, at the address its node's fields give (contentNodes.ts). */
export async function createMarkdownPages(args: CreatePagesArgs): Promise<void> {
  const { actions, reporter } = args;
  const result = await args.graphql<{
    allMarkdownRemark: { nodes: { id: string; fields: { slug: string; collection: string; lang: Language; name: string } }[] };
  }>(`
    query MarkdownPages {
      allMarkdownRemark {
        nodes {
          id
          fields {
            slug
            collection
            lang
            name
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("The Markdown pages in content/ could not be read", result.errors as Error[] | undefined);
    return;
  }
  const pages = result.data.allMarkdownRemark.nodes.filter((node) => PUBLISHED_LANGUAGES.includes(node.fields.lang));
  // A page and its translations share their file's name. Their addresses are listed in the languages' order,
  // not in the order the files happened to be read.
  const byLanguage = [...pages].sort((a, b) => PUBLISHED_LANGUAGES.indexOf(a.fields.lang) - PUBLISHED_LANGUAGES.indexOf(b.fields.lang));
  const addresses = new Map<string, Partial<Record<Language, string>>>();
  for (const { fields } of byLanguage) {
    const key = `${fields.collection}/${fields.name}`;
    addresses.set(key, { ...addresses.get(key), [fields.lang]: sitePath(fields.slug) });
  }
  for (const { id, fields } of pages) {
    const component = componentIn(fields.lang, TEMPLATES[fields.collection]);
    const alternates = addresses.get(`${fields.collection}/${fields.name}`);
    actions.createPage({ path: sitePath(fields.slug), component, context: { id, lang: fields.lang, alternates } });
  }
}
