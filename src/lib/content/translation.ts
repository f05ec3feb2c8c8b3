/*
 * The content in each language. A YAML content file holds the English under `en:` and the Spanish under `es:`,
 * side by side as the content manager edits them (Decap's i18n, one file for both). The Spanish holds only
 * the translated texts (declare.ts, isTranslated); everything else, prices, links, phone numbers, choices,
 * comes from the English, so that nothing is typed twice. Entries of a list are matched by their place: the
 * Spanish third service translates the English third.
 */
import { LANGUAGE_NAMES, type Language } from "../languages";
import { isTranslated, type Field, type Fields } from "./declare";
import { unknownFieldMessage, withArticle } from "./messages";
import { isBlank, isYamlMap, type YamlMap } from "./yaml";

/** A content file as written: the English, and the translations beside it. */
export type Translated = { en: YamlMap } & Partial<Record<Exclude<Language, "en">, YamlMap>>;

/** The content of `file` in `language`: the English, with each translated text replaced by its translation where there is one. */
export function contentIn(fields: Fields, file: Translated, language: Language): YamlMap {
  const translation = language === "en" ? undefined : file[language];
  return translation ? merged(fields, file.en, translation) : file.en;
}

function merged(fields: Fields, english: YamlMap, translation: unknown): YamlMap {
  const own = isYamlMap(translation) ? translation : {};
  const result: YamlMap = { ...english };
  for (const [name, field] of Object.entries(fields)) {
    if (!isTranslated(field) || english[name] === undefined) continue;
    result[name] = mergedValue(field, english[name], own[name]);
  }
  return result;
}

function mergedValue(field: Field, english: unknown, translation: unknown): unknown {
  switch (field.kind) {
    case "group":
      return isYamlMap(english) ? merged(field.fields, english, translation) : english;
    case "entryList":
      if (!Array.isArray(english)) return english;
      return english.map((entry, index) =>
        isYamlMap(entry) ? merged(field.entry.fields, entry, Array.isArray(translation) ? translation[index] : undefined) : entry,
      );
    default:
      return isBlank(translation) ? english : translation;
  }
}

/** Where a translation falls short: the path of the field (as yup writes it, "services[2].summary") and what is wrong. */
export interface TranslationGap {
  path: string;
  message: string;
}

/**
 * What the translation into `language` lacks or has too much of: a translated text left empty where the
 * English has one, a list with more entries than the English, a text where a list is expected or the other
 * way round, and a field no declaration has (a misspelt name). Texts are checked on their own terms
 * elsewhere (lengths, on the merged content). Values that are not translated (a price the content manager
 * copied beside the Spanish) are not looked at: the English's are used.
 */
export function translationGaps(fields: Fields, english: YamlMap, translation: unknown, language: Language): TranslationGap[] {
  const name = LANGUAGE_NAMES[language];
  return gapsOf(fields, english, isYamlMap(translation) ? translation : {}, "", name, "this file");
}

function gapsOf(fields: Fields, english: YamlMap, translation: YamlMap, at: string, language: string, owner: string): TranslationGap[] {
  const path = (name: string) => (at ? `${at}.${name}` : name);
  const gaps: TranslationGap[] = Object.keys(translation)
    .filter((name) => !(name in fields))
    .map((name) => ({ path: `${at}[${JSON.stringify(name)}]`, message: unknownFieldMessage(name, fields, owner) }));
  for (const [name, field] of Object.entries(fields)) {
    if (!isTranslated(field) || isBlank(english[name])) continue;
    const [source, own] = [english[name], translation[name]];
    if (field.kind === "group") {
      if (isYamlMap(source)) gaps.push(...gapsOf(field.fields, source, isYamlMap(own) ? own : {}, path(name), language, `"${path(name)}"`));
    } else if (field.kind === "entryList") {
      if (!Array.isArray(source)) continue;
      const entries = Array.isArray(own) ? own : [];
      source.forEach((entry, index) => {
        const translated = isYamlMap(entries[index]) ? (entries[index] as YamlMap) : {};
        const entryPath = `${path(name)}[${index}]`;
        if (isYamlMap(entry)) gaps.push(...gapsOf(field.entry.fields, entry, translated, entryPath, language, withArticle(field.entry.noun)));
      });
      if (entries.length > source.length) {
        const extra = entries.length - source.length;
        gaps.push({
          path: path(name),
          message: `has ${entries.length} ${field.entry.noun} entries in ${language} but ${source.length} in English: remove the ${extra} last ${language} ${extra === 1 ? "one" : "ones"}, or add ${extra === 1 ? "its" : "their"} English. Entries are matched by their place in the list.`,
        });
      }
    } else if (isBlank(own)) {
      gaps.push({ path: path(name), message: `has no ${language} text. Write it beside the English in the content manager.` });
    } else if (field.kind === "textList" && (!Array.isArray(own) || own.length !== (source as unknown[]).length)) {
      const count = Array.isArray(own) ? own.length : 0;
      gaps.push({
        path: path(name),
        message: `has ${count} ${language} ${count === 1 ? "item" : "items"} but ${(source as unknown[]).length} in English: translate each item, in the same order.`,
      });
    } else if (field.kind === "text" && typeof own !== "string") {
      gaps.push({ path: path(name), message: `must be text in ${language} as in English.` });
    }
  }
  return gaps;
}
