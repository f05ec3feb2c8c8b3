/*
 * Each page's title and description, as a search engine shows them, are its own: no two pages of the site share one, in
 * any language (e2e/seo.spec.ts holds the built site to it). The content writes them in the Markdown pages' front
 * matter and in the fields that a YAML file's declaration names as its page's head (`pageHead`); the code writes
 * the others' (src/node/content/codePageHeads.ts).
 */
import type { FileContentType } from "./declare";
import { FIRST_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, type Language } from "../languages";
import { repeatedNameMessage, type ContentProblem } from "./messages";
import { contentIn } from "./translation";
import type { ReadResult } from "./yamlFiles";
import { isYamlMap, type YamlMap } from "./yaml";

/** What makes a page's head, as a search engine shows it. */
export const HEAD_KINDS = ["title", "description"] as const;

/** A page's title or description as the content writes it, and where. */
export interface HeadText {
  kind: (typeof HEAD_KINDS)[number];
  text: unknown;
  file: string;
  /** The field as a problem names it: "description", "intro.text". */
  field: string;
  /** What the file holds, for the message: "article", "page". */
  noun: string;
  /** The language's name, for a translation ("Spanish"). */
  language?: string;
}

/** A title or a description that an earlier head has already (capital letters aside), on the later of the two. */
export function repeatedHeadProblems(heads: readonly HeadText[]): ContentProblem[] {
  /** The file of the first head with each text, by kind and text in small letters. */
  const first = new Map<string, string>();
  return heads.flatMap(({ kind, text, file, field, noun, language }) => {
    if (typeof text !== "string" || text.trim() === "") return [];
    const key = `${kind}:${text.trim().toLowerCase()}`;
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, file);
      return [];
    }
    return [{ file, field, message: repeatedNameMessage(kind, earlier, noun), ...(language && { language }) }];
  });
}

/** The value at a dotted path of a YAML map ("intro.text"). */
function valueAt(data: YamlMap, path: string): unknown {
  return path.split(".").reduce<unknown>((value, name) => (isYamlMap(value) ? value[name] : undefined), data);
}

/** The heads that the YAML files write (those read without a problem), in every language. */
export function yamlHeads(read: readonly ReadResult[]): HeadText[] {
  return read.flatMap((result) => {
    const pageHead: FileContentType["pageHead"] = result.type.pageHead;
    if (!pageHead || !("data" in result)) return [];
    return LANGUAGES.flatMap((language) => {
      const data = contentIn(result.type.fields, result.languages, language);
      return HEAD_KINDS.flatMap((kind) => {
        const field = pageHead[kind];
        if (!field) return [];
        const where = { file: result.file, field, noun: "page", ...(language !== FIRST_LANGUAGE && { language: LANGUAGE_NAMES[language] }) };
        return [{ kind, text: valueAt(data, field), ...where }];
      });
    });
  });
}

/** A page whose title or description the code writes (src/node/content/codePageHeads.ts). */
export interface CodePageHead {
  /** The page's English address. */
  path: string;
  title?: string;
  description?: string;
}

export type CodePageHeads = Readonly<Record<Language, readonly CodePageHead[]>>;

/** The heads the code writes, in every language: compared first, so that a page of the content repeating one is named. */
export function codeHeads(heads: CodePageHeads): HeadText[] {
  return LANGUAGES.flatMap((language) =>
    heads[language].flatMap((head) =>
      HEAD_KINDS.flatMap((kind) =>
        head[kind] === undefined
          ? []
          : [
              {
                kind,
                text: head[kind],
                file: `the page ${head.path}`,
                field: kind,
                noun: "page",
                ...(language !== FIRST_LANGUAGE && { language: LANGUAGE_NAMES[language] }),
              },
            ],
      ),
    ),
  );
}
