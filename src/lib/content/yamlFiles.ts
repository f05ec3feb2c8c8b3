/*
 * Reading the YAML content files declared in types/: a file that is missing, is not YAML or does not hold
 * its English under `en:` (and its Spanish, if any, under `es:`) is one problem, and its fields are then not
 * checked.
 */
import { YAMLException } from "js-yaml";
import { fileNamesIn, type ContentFiles } from "./contentFiles";
import { describeValue, type ContentProblem } from "./messages";
import type { FileContentType, YamlFolderContentType } from "./declare";
import { FIRST_LANGUAGE, LANGUAGES, LANGUAGE_NAMES } from "../languages";
import type { Translated } from "./translation";
import { isYamlMap, parseYaml, type YamlMap } from "./yaml";

/** A file read: its English as `data`, and the whole file with its translations as `languages`. */
export type ReadResult = { type: FileContentType; file: string } & ({ data: YamlMap; languages: Translated } | { problem: ContentProblem });

export function readContentFile(content: ContentFiles, type: FileContentType): ReadResult {
  const file = `content/${type.path}`;
  const fail = (message: string): ReadResult => ({ type, file, problem: { file, message } });
  const text = content.get(type.path);
  if (text === undefined) {
    return fail("This file is missing. The site cannot be built without it; restore it from an earlier version.");
  }
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    return fail(`The file could not be read as YAML at line ${error.mark.line + 1}: ${error.reason}.`);
  }
  const languages = LANGUAGES.map((language) => `${language}: (${LANGUAGE_NAMES[language]})`).join(" and ");
  if (!isYamlMap(data)) return fail(`The file must hold its content under ${languages}, but it ${whatTheRootHolds(data)}.`);
  const others = Object.keys(data).filter((key) => !(LANGUAGES as readonly string[]).includes(key));
  if (others.length > 0) {
    const named = others.map((key) => `"${key}"`).join(", ");
    return fail(
      `The file must hold its content under ${languages} only, but it also has ${named} at its top level; move ${others.length === 1 ? "it" : "them"} under "${FIRST_LANGUAGE}:".`,
    );
  }
  const first = data[FIRST_LANGUAGE];
  if (!isYamlMap(first)) {
    const fields = Object.keys(type.fields).join(", ");
    return fail(
      `The ${LANGUAGE_NAMES[FIRST_LANGUAGE]} content under "${FIRST_LANGUAGE}:" must hold named fields (${fields}), but it ${whatTheRootHolds(first)}.`,
    );
  }
  const translations = LANGUAGES.filter((language) => language !== FIRST_LANGUAGE && !isYamlMap(data[language]) && data[language] != null);
  if (translations.length > 0) {
    const language = translations[0];
    return fail(`The ${LANGUAGE_NAMES[language]} content under "${language}:" must hold named fields, but it ${whatTheRootHolds(data[language])}.`);
  }
  return { type, file, data: first, languages: data };
}

/** What a document holds instead of named fields: "is empty", "holds a list". */
export function whatTheRootHolds(data: unknown): string {
  if (data === null || data === undefined) return "is empty";
  return `holds ${describeValue(data)}`;
}

/**
 * The files of a folder of YAML files (content/tax-years/2026.yaml…), each read as a file of its own kind, in the
 * order of their names; none when the folder is missing.
 */
export function filesInFolder(content: ContentFiles, type: YamlFolderContentType): FileContentType[] {
  const names = fileNamesIn(content, type.folder).filter((name) => /\.ya?ml$/.test(name));
  return names.map((name) => ({
    name: type.name,
    label: type.label,
    description: type.description,
    fileLabel: name,
    path: `${type.folder}/${name}`,
    typeName: type.typeName,
    fields: type.fields,
  }));
}
