/*
 * The nodes the site's queries read. A YAML file's content gets a node per language; a Markdown page gets the
 * fields its address and its translations are found by.
 */
import type { CreateNodeArgs } from "gatsby";
import { FILE_TYPES, MARKDOWN_TYPES, YAML_FOLDER_TYPES } from "../lib/content/types";
import { contentIn, type Translated } from "../lib/content/translation";
import { FIRST_LANGUAGE, LANGUAGES, type Language } from "../lib/languages";
import { sitePath } from "../lib/links";
import { isArticlePath, pathIn } from "../lib/localPaths";
import { unlistedPageProblem } from "../lib/routes";

/**
 * The YAML content files by the type gatsby-transformer-yaml gives their node ("ServicesYaml"; every file of a folder
 * of them, "TaxYearsYaml", named after the folder).
 */
const FILE_TYPES_BY_NODE_TYPE = new Map([...FILE_TYPES, ...YAML_FOLDER_TYPES].map((type) => [`${type.typeName}Yaml`, type]));

/**
 * A YAML file's content in each language, as a node of its own ("Services", with `lang`), children of the
 * file's node: the English as written, the Spanish with the English beside it for what is not translated
 * (src/lib/content/translation.ts).
 */
export function createLanguageNodes({ node, actions, createNodeId, createContentDigest }: CreateNodeArgs): void {
  const type = FILE_TYPES_BY_NODE_TYPE.get(node.internal.type);
  if (!type) return;
  for (const lang of LANGUAGES) {
    const content = { ...contentIn(type.fields, node as unknown as Translated, lang), lang };
    const child = {
      ...content,
      id: createNodeId(`${node.id} ${lang}`),
      parent: node.id,
      children: [],
      internal: { type: type.typeName, contentDigest: createContentDigest(content) },
    };
    void actions.createNode(child);
    actions.createParentChildLink({ parent: node, child });
  }
}

/**
 * A Markdown page's folder (`collection`), language, whether it translates a page of the first language
 * (`translation`), file name (shared by a page and its translations) and address (`slug`, from its type's declaration, types/markdown.ts). A file outside the folders fails the build, and
 * so does a notice without its entry in the list of routes (src/lib/routes.ts).
 */
export function addMarkdownFields({ node, getNode, actions, reporter }: CreateNodeArgs): void {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const file = getNode(node.parent) as { name?: string; relativeDirectory?: string; relativePath?: string } | undefined;
  const [collection = "", lang = ""] = (file?.relativeDirectory ?? "").split("/");
  const type = MARKDOWN_TYPES.find((markdownType) => markdownType.folder === collection);
  if (!type || !file?.name || !(LANGUAGES as readonly string[]).includes(lang)) {
    const folders = MARKDOWN_TYPES.flatMap(({ folder }) => LANGUAGES.map((language) => `content/${folder}/${language}`));
    reporter.panicOnBuild(`content/${file?.relativePath}: Markdown files belong in ${folders.join(", ")}.`);
    return;
  }
  // A notice's address in another language is its route's there (src/lib/localPaths.ts); an article keeps its name.
  const englishPath = sitePath(`${type.prefix}${file.name}`);
  const unlisted = isArticlePath(englishPath)
    ? undefined
    : unlistedPageProblem(englishPath, `content/${collection}/${FIRST_LANGUAGE}/${file.name}.md`);
  if (unlisted) {
    reporter.panicOnBuild(unlisted);
    return;
  }
  actions.createNodeField({ node, name: "collection", value: collection });
  actions.createNodeField({ node, name: "lang", value: lang });
  actions.createNodeField({ node, name: "translation", value: lang !== FIRST_LANGUAGE });
  actions.createNodeField({ node, name: "name", value: file.name });
  actions.createNodeField({ node, name: "slug", value: pathIn(lang as Language, `${type.prefix}${file.name}`) });
}
