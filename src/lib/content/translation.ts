/*
 * The content in each language. A YAML content file holds the English under `en:` and the Spanish under `es:`,
 * side by side as the content manager edits them (Decap's i18n, one file for both). The Spanish holds only
 * the translated texts (declare.ts, isTranslated); everything else, prices, links, phone numbers, choices,
 * comes from the English, so that nothing is typed twice. An entry of a list is paired with its translation by
 * its key (KEY_FIELD, "basic-filing"), never by its place: the order is the English's in every language, and
 * reordering either side changes nothing else.
 */
import { FIRST_LANGUAGE, LANGUAGE_NAMES, type Language } from "../languages";
import { KEY_FIELD, isKeyed, isTranslated, type EntryListField, type Field, type Fields } from "./declare";
import { entryLabel, quote, unknownFieldMessage, withArticle } from "./messages";
import { isBlank, isYamlMap, type YamlMap } from "./yaml";

/** The first language's name, as messages say where a translation's source is ("beside the English"). */
export const FIRST_LANGUAGE_NAME = LANGUAGE_NAMES[FIRST_LANGUAGE];

/** A content file as written: each language's side, the first language's always (yamlFiles.ts checks it). */
export type Translated = Partial<Record<Language, YamlMap>>;

/** The first language's side of a file, the one every other is merged into. */
export const firstSide = (file: Translated): YamlMap => file[FIRST_LANGUAGE] ?? {};

/** The content of `file` in `language`: the English, with each translated text replaced by its translation where there is one. */
export function contentIn(fields: Fields, file: Translated, language: Language): YamlMap {
  const translation = language === FIRST_LANGUAGE ? undefined : file[language];
  return translation ? withTranslation(fields, firstSide(file), translation) : firstSide(file);
}

/** The first language's content (`english`) with each translated text replaced by its translation in `translation`, where there is one. */
export function withTranslation(fields: Fields, english: YamlMap, translation: unknown): YamlMap {
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
      return isYamlMap(english) ? withTranslation(field.fields, english, translation) : english;
    case "entryList": {
      if (!Array.isArray(english)) return english;
      const partners = partnersByKey(translation);
      return english.map((entry: unknown) => (isYamlMap(entry) ? withTranslation(field.entry.fields, entry, partners.get(keyOf(entry))) : entry));
    }
    default:
      return isBlank(translation) ? english : translation;
  }
}

/** An entry's key as written (KEY_FIELD), or undefined where it has none. */
export const keyOf = (entry: unknown): string | undefined => {
  const key = isYamlMap(entry) ? entry[KEY_FIELD] : undefined;
  return typeof key === "string" && key.trim() !== "" ? key.trim() : undefined;
};

/** A translated list's entries by their key (the first of two with one key: the check reports the second). */
function partnersByKey(translation: unknown): Map<string | undefined, YamlMap> {
  const partners = new Map<string | undefined, YamlMap>();
  for (const entry of Array.isArray(translation) ? translation : []) {
    const key = keyOf(entry);
    if (key !== undefined && isYamlMap(entry) && !partners.has(key)) partners.set(key, entry);
  }
  return partners;
}

/**
 * Where a translation falls short: the path of the field (as yup writes it, "services[2].summary") and what is
 * wrong. A problem of a translated entry that has no English partner is told at the path of its list, with the
 * entry it is about (`translatedEntry`, as messages name entries) and its field.
 */
export interface TranslationGap {
  path: string;
  message: string;
  translatedEntry?: string;
  translatedField?: string;
}

/**
 * What the translation into `language` lacks or has too much of: a translated text left empty where the
 * English has one, an English entry without its translation, a translated entry whose key no English entry
 * has or that repeats another's key, a text where a list is expected or the other way round, and a field no
 * declaration has (a misspelt name). Texts are checked on their own terms elsewhere (lengths, on the merged
 * content). Values that are not translated (a price the content manager copied beside the Spanish) are not
 * looked at: the English's are used.
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
      if (Array.isArray(source)) gaps.push(...entryGaps(field, source, Array.isArray(own) ? own : [], path(name), language));
    } else if (isBlank(own)) {
      gaps.push({ path: path(name), message: `has no ${language} text. Write it beside the ${FIRST_LANGUAGE_NAME} in the content manager.` });
    } else if (field.kind === "textList" && (!Array.isArray(own) || own.length !== (source as unknown[]).length)) {
      const count = Array.isArray(own) ? own.length : 0;
      gaps.push({
        path: path(name),
        message: `has ${count} ${language} ${count === 1 ? "item" : "items"} but ${(source as unknown[]).length} in ${FIRST_LANGUAGE_NAME}: translate each item, in the same order.`,
      });
    } else if (field.kind === "text" && typeof own !== "string") {
      gaps.push({ path: path(name), message: `must be text in ${language} as in ${FIRST_LANGUAGE_NAME}.` });
    }
  }
  return gaps;
}

/** Whether an entry has a translated text written (its key aside). */
const hasTextToTranslate = (fields: Fields, entry: YamlMap) =>
  Object.entries(fields).some(([name, field]) => name !== KEY_FIELD && isTranslated(field) && !isBlank(entry[name]));

/**
 * The entries of a translated list, paired by key: each English entry's translation checked field by field;
 * an English entry without one; a translated entry without a key, with a key no English entry has, or with
 * the key of another.
 */
function entryGaps(field: EntryListField, source: unknown[], own: unknown[], at: string, language: string): TranslationGap[] {
  const { noun, fields } = field.entry;
  if (!isKeyed(field)) return [];
  const gaps: TranslationGap[] = [];
  const englishKeys = new Set(source.map(keyOf).filter((key) => key !== undefined));
  const partners = partnersByKey(own);
  source.forEach((entry, index) => {
    const key = keyOf(entry);
    if (!isYamlMap(entry) || key === undefined) return; // The English's own check reports a missing key.
    const partner = partners.get(key);
    const entryPath = `${at}[${index}]`;
    if (partner) gaps.push(...gapsOf(fields, entry, partner, entryPath, language, withArticle(noun)));
    // An entry with nothing to translate (a plan's answer "included", which has no limit in words) needs no partner.
    else if (!hasTextToTranslate(fields, entry)) return;
    else
      gaps.push({
        path: `${entryPath}.${KEY_FIELD}`,
        message: `has no ${language} ${noun} with its key, ${quote(key)}: add one in ${language} with the same key, or correct the key of the ${language} ${noun} that translates it.`,
      });
  });
  const seen = new Set<string>();
  own.forEach((entry, index) => {
    const key = keyOf(entry);
    // Named as messages name entries, with its language: `Spanish plan "Declaración Premium"`.
    const translatedEntry = `${language} ${entryLabel(entry, noun, index)}`;
    const gap = (message: string) => gaps.push({ path: at, translatedEntry, translatedField: KEY_FIELD, message });
    if (key === undefined) gap(`is missing: write the key of the ${FIRST_LANGUAGE_NAME} ${noun} this one translates.`);
    else if (!englishKeys.has(key))
      gap(
        `is ${quote(key)}, but no ${FIRST_LANGUAGE_NAME} ${noun} has this key: write the key of the ${FIRST_LANGUAGE_NAME} ${noun} this one translates, or remove it.`,
      );
    else if (seen.has(key))
      gap(`is ${quote(key)}, the key of an earlier ${language} ${noun}: each ${FIRST_LANGUAGE_NAME} ${noun} has one ${language} ${noun}.`);
    if (key !== undefined) seen.add(key);
  });
  return gaps;
}
