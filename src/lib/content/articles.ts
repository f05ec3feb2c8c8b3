/*
 * The article check: each Markdown file of content/blog, its name (which becomes its address), its front
 * matter (the fields of its declaration, checked like the fields of the YAML files), its body (some text, no
 * level-1 heading, links that lead somewhere) and its title, which no other article may have.
 */
import { readFileSync } from "node:fs";
import { join, parse } from "node:path";
import { YAMLException } from "js-yaml";
import { checkNamedFields, type CheckContext } from "./schema";
import { linkProblem } from "./links";
import {
  FRONT_MATTER_FIRST_LINE,
  isLevel1Heading,
  linesOutsideCode,
  linksIn,
  splitArticle,
  type NumberedLine,
} from "./markdown";
import { fieldNames, quote, repeatedNameMessage, type ContentProblem } from "./messages";
import { markdownFileNames } from "./routes";
import type { MarkdownContentType as MarkdownCollection } from "./declare";
import { MARKDOWN_TYPES } from "./types";
import { isYamlMap, parseYaml, type YamlMap } from "./yaml";
import { whatTheRootHolds } from "./yamlFiles";

/** Lowercase words (letters and digits) separated by hyphens. */
const FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.md$/;

/** The problems of every Markdown page (articles, then notices), file by file in the order of their names. */
export function checkArticles(contentDir: string, context: CheckContext): ContentProblem[] {
  return MARKDOWN_TYPES.flatMap((collection) => checkCollection(contentDir, collection, context));
}

function checkCollection(contentDir: string, collection: MarkdownCollection, context: CheckContext): ContentProblem[] {
  /** The file of the first page with each title, by title in small letters. */
  const titles = new Map<string, string>();
  return markdownFileNames(contentDir, collection.folder).flatMap((fileName) => {
    const file = `content/${collection.folder}/${fileName}`;
    const text = readFileSync(join(contentDir, collection.folder, fileName), "utf8");
    return [...fileNameProblems(file, fileName, collection), ...articleProblems(file, text, collection, context, titles)];
  });
}

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
  const words = parse(fileName)
    .name.normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return words ? `${words.join("-")}.md` : undefined;
}

function articleProblems(
  file: string,
  text: string,
  collection: MarkdownCollection,
  context: CheckContext,
  titles: Map<string, string>,
): ContentProblem[] {
  const parts = splitArticle(text);
  if ("problem" in parts) {
    const message = parts.problem === "noFrontMatter" ? noFrontMatter(collection) : unclosedFrontMatter(collection);
    return [{ file, message }];
  }
  const frontMatter = readFrontMatter(file, parts.frontMatter, collection);
  const frontMatterProblems =
    "problem" in frontMatter
      ? [frontMatter.problem]
      : [
          ...checkNamedFields(file, frontMatter.data, collection.fields, collection.owner, context),
          ...repeatedTitleProblems(file, frontMatter.data, titles, collection.noun),
        ];
  return [...frontMatterProblems, ...bodyProblems(file, parts.body, context, collection.noun)];
}

/* Front matter */

const noFrontMatter = ({ noun, fields }: MarkdownCollection) =>
  `The ${noun} must start with its front matter: a line "---", then its fields (${fieldNames(fields)}), one per line, ` +
  `then another line "---". The text of the ${noun} comes after it.`;
const unclosedFrontMatter = ({ noun }: MarkdownCollection) =>
  'The front matter that starts with the "---" of line 1 is never closed: add a line "---" after its last field, ' +
  `before the text of the ${noun}.`;

function readFrontMatter(
  file: string,
  yaml: string,
  { fields }: MarkdownCollection,
): { data: YamlMap } | { problem: ContentProblem } {
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

function repeatedTitleProblems(file: string, data: YamlMap, titles: Map<string, string>, noun: string): ContentProblem[] {
  if (typeof data.title !== "string" || data.title.trim() === "") return [];
  const key = data.title.trim().toLowerCase();
  const earlier = titles.get(key);
  if (earlier === undefined) {
    titles.set(key, file);
    return [];
  }
  return [{ file, field: "title", message: repeatedNameMessage("title", earlier, noun) }];
}

/* Body */

const SPACES_IN_LINK =
  "has spaces in its address, so the page would show it as written instead of as a link: write %20 for each " +
  'space ("/contact?service=Tax%20Planning"), or put the address between < and > ("</contact?service=Tax Planning>").';
const emptyBody = (noun: string) => `The ${noun} has no text: write it below the front matter, after the second "---" line.`;

function bodyProblems(file: string, body: readonly NumberedLine[], context: CheckContext, noun: string): ContentProblem[] {
  if (body.every(({ text }) => text.trim() === "")) return [{ file, message: emptyBody(noun) }];
  return linesOutsideCode(body).flatMap(({ number, text }) => {
    const messages = [
      ...(isLevel1Heading(text) ? [level1HeadingMessage(text, noun)] : []),
      ...linksIn(text).flatMap((link) => {
        const problem = link.hasSpaces ? SPACES_IN_LINK : linkProblem(link.url.trim(), context);
        return problem ? [`The link ${quote(link.text.trim() || link.url)} ${problem}`] : [];
      }),
    ];
    return messages.map((message) => ({ file, line: number, message }));
  });
}

function level1HeadingMessage(line: string, noun: string): string {
  const heading = line.replace(/^ {0,3}#/, "").replace(/[ \t]#+[ \t]*$/, "").trim();
  return (
    `The heading ${quote(heading)} is a level-1 heading (a single "#"). The page already shows the title of the ` +
    `${noun} as its only level-1 heading, so start this one with "## " instead (Heading 2 in the editor).`
  );
}
