/*
 * The files a build writes from code that are also committed: the GraphQL schema (a change to a content type
 * shows in review as a diff) and Gatsby's query types (so that lint, tsc and the unit tests run on a fresh clone
 * without a build). `npm run update:generated` copies them; `npm run check:generated`, after the tests' build,
 * fails when a committed copy differs from what that build wrote.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PRINTED_SCHEMA, SCHEMA_FILE, schemaFileText } from "./schemaFile";

/** The committed copy of Gatsby's query types, where tsconfig.json finds them. */
export const TYPES_FILE = "src/gatsby-types.d.ts";
/** Where each build writes them (`typesOutputPath` in gatsby-config.ts). */
export const WRITTEN_TYPES = ".cache/generated/gatsby-types.d.ts";

const UPDATE = "`npm run update:generated` writes it again (it builds first)";

/** Each committed file with the text the last build gives it; throws if no build has written them. */
export function filesFromLastBuild(root: string): Record<string, string> {
  const written = (file: string) => {
    const path = join(root, file);
    if (!existsSync(path)) throw new Error(`No build has written ${file} yet: run \`npm run build\` first.`);
    return readFileSync(path, "utf8");
  };
  return {
    [SCHEMA_FILE]: schemaFileText(written(PRINTED_SCHEMA)),
    [TYPES_FILE]: written(WRITTEN_TYPES),
  };
}

/** What is wrong with each committed copy that differs from what the build gives it, in one sentence each. */
export function outOfDate(expected: Record<string, string>, committed: (file: string) => string | undefined): string[] {
  return Object.entries(expected)
    .filter(([file, text]) => committed(file) !== text)
    .map(([file]) => `${file} is not what the build wrote: ${UPDATE}, then commit it.`);
}
