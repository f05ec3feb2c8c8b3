/*
 * The content check: reads every file declared in types/ and every article of content/blog, and reports,
 * in words an editor understands, each problem with the file, the entry and the field (or, in an article's
 * text, the line) it is in. It reports every problem it finds, so that one build tells the editor everything
 * to fix.
 *
 * The work is shared out among: yamlFiles.ts (reading the YAML files), schema.ts (their fields, on yup, along
 * the declarations), formats.ts and links.ts (values with a fixed form), articles.ts and markdown.ts (the articles) and
 * messages.ts (the problems and their wording).
 */
import { checkArticles } from "./articles";
import { checkNamedFields, type CheckContext } from "./schema";
import { linkTargets } from "./links";
import type { ContentProblem } from "./messages";
import { FILE_TYPES } from "./types";
import { readContentFile } from "./yamlFiles";

export { formatProblem, formatProblems, formatWarnings, isWarning, type ContentProblem } from "./messages";

export interface CheckOptions {
  /** Every path of the site, e.g. "/", "/services", "/blog/common-deductions". */
  routes: readonly string[];
  /** The latest founding year allowed; the current year unless given. */
  currentYear?: number;
}

/**
 * The problems of the YAML files, in the order of their paths, then those of the articles. Those marked
 * `warning` are things to check (a deadline on a weekend) that do not stop the build.
 */
export function checkContent(contentDir: string, options: CheckOptions): ContentProblem[] {
  const files = [...FILE_TYPES].sort((a, b) => a.path.localeCompare(b.path));
  const read = files.map((rule) => readContentFile(contentDir, rule));
  const context: CheckContext = {
    ...linkTargets(options.routes, read),
    currentYear: options.currentYear ?? new Date().getFullYear(),
  };
  const fileProblems = read.flatMap((result) =>
    "problem" in result
      ? [result.problem]
      : checkNamedFields(result.file, result.data, result.type.fields, "this file", context),
  );
  return [...fileProblems, ...checkArticles(contentDir, context)];
}
