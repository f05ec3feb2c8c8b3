/*
 * The content check: reads every file declared in types/ and every Markdown page (content/blog, content/legal),
 * each with its Spanish, from the content's text (src/node/content/contentFolder.ts reads it from disk), and
 * reports, in words an editor understands, each problem with the file, the entry and the field (or, in an article's
 * text, the line) it is in. It reports every problem it finds, so that one build tells the editor everything
 * to fix.
 *
 * The work is shared out among: yamlFiles.ts (reading the YAML files), schema.ts (their fields, on yup, along
 * the declarations), formats.ts and links.ts (values with a fixed form), articles.ts and markdown.ts (the articles) and
 * messages.ts (the problems and their wording).
 */
import { checkArticles } from "./articles";
import type { ContentFiles } from "./contentFiles";
import { documentsTaxYearWarnings } from "./documentsTaxYear";
import { deadlineHorizonWarnings } from "./deadlineHorizon";
import { spanishTrackerProblems } from "./spanishTrackers";
import { checkNamedFields, problemsAt, type CheckContext } from "./schema";
import { linkTargets } from "./links";
import { codeHeads, repeatedHeadProblems, yamlHeads, type CodePageHeads } from "./pageHeads";
import { isWarning, type ContentProblem } from "./messages";
import { FIRST_LANGUAGE, LANGUAGES, LANGUAGE_NAMES } from "../languages";
import { localIsoDate } from "../deadlines";
import { contentIn, translationGaps } from "./translation";
import { FILE_TYPES, YAML_FOLDER_TYPES } from "./types";
import { filesInFolder, readContentFile, type ReadResult } from "./yamlFiles";
import { isYamlMap } from "./yaml";

export { formatProblem, formatProblems, formatWarnings, isWarning, type ContentProblem } from "./messages";

export interface CheckOptions {
  /** Every path of the site, e.g. "/", "/services", "/blog/common-deductions". */
  routes: readonly string[];
  /** The latest founding year allowed; the current year unless given. */
  currentYear?: number;
  /** The day the deadlines must reach twelve months past (YYYY-MM-DD); the day of the build unless given. */
  today?: string;
  /** The images an article may show, by their site path (static/images: src/node/content/contentFolder.ts). */
  images?: ReadonlySet<string>;
  /** The titles and descriptions the code writes for its pages (src/node/content/codePageHeads.ts), which no content page may repeat. */
  codePageHeads?: CodePageHeads;
}

/**
 * The problems of the YAML files, in the order of their paths, then those of the articles. Those marked
 * `warning` are things to check (a deadline on a weekend) that do not stop the build.
 */
export function checkContent(content: ContentFiles, options: CheckOptions): ContentProblem[] {
  const inFolders = YAML_FOLDER_TYPES.map((type) => ({ type, files: filesInFolder(content, type) }));
  const files = [...FILE_TYPES, ...inFolders.flatMap(({ files: found }) => found)].sort((a, b) => a.path.localeCompare(b.path));
  const read = files.map((rule) => readContentFile(content, rule));
  const context: CheckContext = {
    ...linkTargets(options.routes, read),
    currentYear: options.currentYear ?? new Date().getFullYear(),
    images: options.images,
  };
  const fileProblems = read.flatMap((result) =>
    "problem" in result ? [result.problem] : [...checkFile(result, context), ...fileNameProblems(result)],
  );
  const emptyFolders = inFolders
    .filter(({ files: found }) => found.length === 0)
    .map(({ type }) => ({
      file: `content/${type.folder}/`,
      message: `This folder has no ${type.noun} file. The site cannot be built without one; restore it from an earlier version.`,
    }));
  const horizon = [...deadlineHorizonWarnings(read, options.today ?? localIsoDate(new Date())), ...documentsTaxYearWarnings(read)];
  const articles = checkArticles(content, context);
  const code = options.codePageHeads ? codeHeads(options.codePageHeads) : [];
  const heads = repeatedHeadProblems([...code, ...yamlHeads(read), ...articles.heads]);
  return [...emptyFolders, ...fileProblems, ...spanishTrackerProblems(read), ...horizon, ...articles.problems, ...heads];
}

/**
 * A file's English, then each translation: what it lacks, and, once the English is right, the content in that
 * language checked as the English is (a translated summary too long, a list item left empty).
 */
function checkFile({ file, type, data, languages }: Extract<ReadResult, { data: unknown }>, context: CheckContext): ContentProblem[] {
  const english = checkNamedFields(file, data, type.fields, "this file", context);
  const translations = LANGUAGES.filter((language) => language !== FIRST_LANGUAGE).flatMap((language) => {
    const name = LANGUAGE_NAMES[language];
    const gaps = problemsAt(file, data, type.fields, translationGaps(type.fields, data, languages[language], language));
    const englishIsRight = english.every(isWarning);
    const content = englishIsRight ? contentIn(type.fields, languages, language) : undefined;
    const own = content ? checkNamedFields(file, content, type.fields, "this file", context).filter((problem) => !isWarning(problem)) : [];
    return [...gaps, ...own].map((problem) => ({ ...problem, language: name }));
  });
  return [...english, ...translations];
}

/** A file of a folder of YAML files is named after its own field (2026.yaml holds `year: 2026`). */
function fileNameProblems({ file, type, data }: Extract<ReadResult, { data: unknown }>): ContentProblem[] {
  const folderType = YAML_FOLDER_TYPES.find((candidate) => candidate.typeName === type.typeName);
  if (!folderType || !isYamlMap(data)) return [];
  const value = data[folderType.nameField];
  const expected = file.replace(/^.*\//, "").replace(/\.ya?ml$/, "");
  if (value === undefined || JSON.stringify(value) === expected || value === expected) return [];
  const message = `must match the file's name: a file named ${expected} holds ${folderType.nameField} ${expected}, but this one holds ${JSON.stringify(value)}. Rename the file or correct the field.`;
  return [{ file, field: folderType.nameField, message }];
}
