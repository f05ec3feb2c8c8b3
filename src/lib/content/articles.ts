/*
 * The article check: each Markdown file of content/blog/en (and of content/legal/en), its name (which becomes
 * its address), its front matter (the fields of its declaration, checked like the fields of the YAML files),
 * its body (some text, no level-1 heading, links that lead somewhere). Then each translation, in content/blog/es,
 * beside the English page of the same name. Their titles and descriptions are compared with every page's (pageHeads.ts).
 */
import { YAMLException } from "js-yaml";
import { baseName, type ContentFiles } from "./contentFiles";
import { FIRST_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, type Language } from "../languages";
import { checkNamedFields, problemsAt, type CheckContext } from "./schema";
import { FRONT_MATTER_FIRST_LINE, splitArticle } from "./markdown";
import { bodyProblems } from "./articleBody";
import { fieldNames, isWarning, quote, type ContentProblem } from "./messages";
import { HEAD_KINDS, type HeadText } from "./pageHeads";
import { languageFolder, markdownFileNames } from "./routes";
import { FIRST_LANGUAGE_NAME, translationGaps, withTranslation } from "./translation";
import type { MarkdownContentType as MarkdownCollection } from "./declare";
import { MARKDOWN_TYPES } from "./types";
import { isYamlMap, parseYaml, type YamlMap } from "./yaml";
import { whatTheRootHolds } from "./yamlFiles";

/** Lowercase words (letters and digits) separated by hyphens. */
const FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.md$/;

/**
 * The problems of every Markdown page (articles, then notices), file by file in the order of their names, and the
 * pages' titles and descriptions, which check.ts compares with every other page's (pageHeads.ts).
 */
export function checkArticles(content: ContentFiles, context: CheckContext): { problems: ContentProblem[]; heads: HeadText[] } {
  const pages = MARKDOWN_TYPES.flatMap((collection) => checkCollection(content, collection, context));
  const heads = pages.flatMap(({ file, noun, language, data }) =>
    HEAD_KINDS.map((kind) => ({ kind, text: data?.[kind], file, field: kind, noun, ...(language && { language }) })),
  );
  return { problems: pages.flatMap((page) => page.problems), heads };
}

/** A page read: its file as the editor sees it, its front matter when it could be read, and its problems. */
interface PageRead {
  fileName: string;
  file: string;
  noun: string;
  /** The language's name, for a translation ("Spanish"). */
  language?: string;
  data?: YamlMap;
  problems: ContentProblem[];
}

/** The pages of a collection in every language, each with its problems (a missing translation as a page of its own). */
function checkCollection(content: ContentFiles, collection: MarkdownCollection, context: CheckContext): PageRead[] {
  const english = readPages(content, collection, FIRST_LANGUAGE, context, (file, data) =>
    checkNamedFields(file, data, collection.fields, collection.owner, context),
  );
  const translations = LANGUAGES.filter((language) => language !== FIRST_LANGUAGE).flatMap((language) =>
    translationPages(content, collection, language, english, context),
  );
  return [...english, ...translations];
}

/** The pages of `collection` in `language`, each read and checked: its name, its front matter (by `checkFields`) and its text. */
function readPages(
  content: ContentFiles,
  collection: MarkdownCollection,
  language: Language,
  context: CheckContext,
  checkFields: (file: string, data: YamlMap, fileName: string) => ContentProblem[],
): PageRead[] {
  const folder = languageFolder(collection.folder, language);
  return markdownFileNames(content, collection.folder, language).map((fileName) => {
    const file = `content/${folder}/${fileName}`;
    const text = content.get(`${folder}/${fileName}`)!;
    const parts = splitArticle(text);
    if ("problem" in parts) {
      const message = parts.problem === "noFrontMatter" ? noFrontMatter(collection) : unclosedFrontMatter(collection);
      return { fileName, file, noun: collection.noun, problems: [...fileNameProblems(file, fileName, collection), { file, message }] };
    }
    const frontMatter = readFrontMatter(file, parts.frontMatter, collection);
    const data = "data" in frontMatter ? frontMatter.data : undefined;
    const frontMatterProblems = data ? checkFields(file, data, fileName) : [(frontMatter as { problem: ContentProblem }).problem];
    const problems = [
      ...fileNameProblems(file, fileName, collection),
      ...frontMatterProblems,
      ...bodyProblems(file, parts.body, context, collection.noun),
    ];
    return { fileName, file, noun: collection.noun, data, problems };
  });
}

/**
 * The translations of a collection's pages into `language`, each beside the English page of the same name:
 * the translated fields it lacks, then the page checked as the English is (its merged front matter, its own
 * text). A notice must have its translation; an article need not.
 */
function translationPages(
  content: ContentFiles,
  collection: MarkdownCollection,
  language: Language,
  english: readonly PageRead[],
  context: CheckContext,
): PageRead[] {
  const name = LANGUAGE_NAMES[language];
  const englishByName = new Map(english.map((page) => [page.fileName, page]));
  const translated = readPages(content, collection, language, context, (file, data, fileName) => {
    const source = englishByName.get(fileName);
    if (!source) return [{ file, message: noEnglishPage(collection, fileName, name) }];
    if (!source.data) return [];
    const gaps = problemsAt(file, source.data, collection.fields, translationGaps(collection.fields, source.data, data, language));
    // Once the English fields are right, what is wrong with the merged ones is the translation's.
    if (source.problems.some((problem) => problem.field !== undefined && !isWarning(problem))) return gaps;
    const merged = withTranslation(collection.fields, source.data, data);
    const own = checkNamedFields(file, merged, collection.fields, collection.owner, context).filter((problem) => !isWarning(problem));
    return [...gaps, ...own];
  });
  const names = new Set(translated.map((page) => page.fileName));
  const missing: PageRead[] =
    collection.translation === "required"
      ? english
          .filter((page) => !names.has(page.fileName))
          .map((page) => {
            const file = `content/${languageFolder(collection.folder, language)}/${page.fileName}`;
            return {
              fileName: page.fileName,
              file,
              noun: collection.noun,
              problems: [{ file, message: missingTranslation(collection, page.file, name) }],
            };
          })
      : [];
  return [...translated, ...missing].map((page) => ({
    ...page,
    language: name,
    problems: page.problems.map((problem) => ({ ...problem, language: name })),
  }));
}

const noEnglishPage = ({ noun, folder }: MarkdownCollection, fileName: string, language: string) =>
  `has no ${FIRST_LANGUAGE_NAME} ${noun} of the same name (content/${languageFolder(folder)}/${fileName}). A ${language} ${noun} translates the ` +
  `${FIRST_LANGUAGE_NAME} one whose file has its name: rename it, or write the ${FIRST_LANGUAGE_NAME} first.`;
const missingTranslation = ({ noun }: MarkdownCollection, englishFile: string, language: string) =>
  `is missing. Every ${noun} is published in ${language} as well as in ${FIRST_LANGUAGE_NAME} (${englishFile}): write its ${language} ` +
  `beside the ${FIRST_LANGUAGE_NAME} in the content manager.`;

function fileNameProblems(file: string, fileName: string, { noun, prefix }: MarkdownCollection): ContentProblem[] {
  if (FILE_NAME.test(fileName)) return [];
  const suggestion = suggestedFileName(fileName);
  const rename = suggestion ? ` Rename it, for example to ${quote(suggestion)}.` : "";
  const message =
    'The file name must be lowercase words separated by hyphens and end in ".md", such as "common-deductions.md", ' +
    `because it becomes the address of the ${noun} (${prefix}common-deductions).${rename}`;
  return [{ file, message }];
}

function suggestedFileName(fileName: string): string | undefined {
  const words = baseName(fileName)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return words ? `${words.join("-")}.md` : undefined;
}

/* Front matter */

const noFrontMatter = ({ noun, fields }: MarkdownCollection) =>
  `The ${noun} must start with its front matter: a line "---", then its fields (${fieldNames(fields)}), one per line, ` +
  `then another line "---". The text of the ${noun} comes after it.`;
const unclosedFrontMatter = ({ noun }: MarkdownCollection) =>
  'The front matter that starts with the "---" of line 1 is never closed: add a line "---" after its last field, ' +
  `before the text of the ${noun}.`;

function readFrontMatter(file: string, yaml: string, { fields }: MarkdownCollection): { data: YamlMap } | { problem: ContentProblem } {
  let data: unknown;
  try {
    data = parseYaml(yaml);
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const line = error.mark.line + FRONT_MATTER_FIRST_LINE;
    return { problem: { file, line, message: `The front matter could not be read as YAML: ${error.reason}.` } };
  }
  if (!isYamlMap(data)) {
    const message = `The front matter must hold named fields (${fieldNames(fields)}), but it ${whatTheRootHolds(data)}.`;
    return { problem: { file, message } };
  }
  return { data };
}
