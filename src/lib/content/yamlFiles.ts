/*
 * Reading the YAML content files declared in types/: a file that is missing, is not YAML or does not hold
 * named fields is one problem, and its fields are then not checked.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { YAMLException } from "js-yaml";
import { describeValue, type ContentProblem } from "./messages";
import type { FileContentType } from "./declare";
import { isYamlMap, parseYaml, type YamlMap } from "./yaml";

export type ReadResult = { type: FileContentType; file: string } & ({ data: YamlMap } | { problem: ContentProblem });

export function readContentFile(contentDir: string, type: FileContentType): ReadResult {
  const file = `content/${type.path}`;
  const fail = (message: string): ReadResult => ({ type, file, problem: { file, message } });
  const fullPath = join(contentDir, type.path);
  if (!existsSync(fullPath)) {
    return fail("This file is missing. The site cannot be built without it; restore it from an earlier version.");
  }
  let data: unknown;
  try {
    data = parseYaml(readFileSync(fullPath, "utf8"));
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    return fail(`The file could not be read as YAML at line ${error.mark.line + 1}: ${error.reason}.`);
  }
  if (!isYamlMap(data)) {
    const fields = Object.keys(type.fields).join(", ");
    return fail(`The file must hold named fields at its top level (${fields}), but it ${whatTheRootHolds(data)}.`);
  }
  return { type, file, data };
}

/** What a document holds instead of named fields: "is empty", "holds a list". */
export function whatTheRootHolds(data: unknown): string {
  if (data === null || data === undefined) return "is empty";
  return `holds ${describeValue(data)}`;
}
