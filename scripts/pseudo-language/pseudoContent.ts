/*
 * The content in the pseudo-language: a YAML file's side for it, and a Markdown page's translation, each holding what
 * a translator writes (the translated fields of the declarations, src/lib/content/types/) in pseudoText, with each
 * translated entry's key.
 */
import { JSON_SCHEMA, dump, load } from "js-yaml";
import { KEY_FIELD, isTranslated, type Fields } from "../../src/lib/content/declare";
import { isYamlMap, type YamlMap } from "../../src/lib/content/yaml";
import { pseudoText } from "./pseudoText";

/** A text in the pseudo-language, cut at a word to the field's most characters where the longer text would pass them (as a translator shortens it). */
function pseudoValue(value: unknown, most = Infinity): unknown {
  if (typeof value !== "string") return value;
  const text = pseudoText(value);
  if (text.length <= most) return text;
  const cut = text.slice(0, most - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).trimEnd()}.`;
}

/** The translation of `english` (content declared by `fields`) into the pseudo-language. */
export function pseudoSide(fields: Fields, english: YamlMap): YamlMap {
  const side: YamlMap = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = english[name];
    if (value === undefined || value === null) continue;
    if (name === KEY_FIELD) side[name] = value;
    else if (!isTranslated(field)) continue;
    else if (field.kind === "group") side[name] = isYamlMap(value) ? pseudoSide(field.fields, value) : value;
    else if (field.kind === "entryList")
      side[name] = Array.isArray(value) ? value.filter(isYamlMap).map((entry) => pseudoSide(field.entry.fields, entry)) : value;
    else {
      const most = field.kind === "text" ? field.length?.max : undefined;
      side[name] = Array.isArray(value) ? value.map((item) => pseudoValue(item)) : pseudoValue(value, most);
    }
  }
  return side;
}

/** A YAML content file, as written, with its side in `language` added. */
export function withPseudoSide(text: string, fields: Fields, firstLanguage: string, language: string): string {
  const file = load(text, { schema: JSON_SCHEMA }) as Record<string, YamlMap>;
  return dump({ ...file, [language]: pseudoSide(fields, file[firstLanguage]) }, { lineWidth: -1, schema: JSON_SCHEMA });
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/** A Markdown page (front matter declared by `fields`, then its text) translated into the pseudo-language. */
export function pseudoMarkdown(text: string, fields: Fields): string {
  const [whole, frontMatter] = FRONT_MATTER.exec(text) ?? ["", ""];
  const translated = pseudoSide(fields, (load(frontMatter, { schema: JSON_SCHEMA }) ?? {}) as YamlMap);
  const body = text.slice(whole.length).split("\n").map(pseudoText).join("\n");
  return `---\n${dump(translated, { lineWidth: -1, schema: JSON_SCHEMA })}---\n${body}`;
}
