/*
 * The site's GraphQL schema as Gatsby prints it (its printTypeDefinitions action), kept in a committed file so
 * that a change to a content type, or to a plugin's types, shows in review as a diff. Every build prints it
 * into .cache; `npm run check:generated` compares it with the committed copy (src/node/generatedFiles.ts).
 */
import { mkdirSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import type { CreateSchemaCustomizationArgs } from "gatsby";

/** The committed copy. */
export const SCHEMA_FILE = "docs/generated/schema.graphql";
/** Where the last build printed the schema. */
export const PRINTED_SCHEMA = ".cache/generated/schema.graphql";

const HEADER = [
  "# The site's GraphQL schema, as the build prints it (src/node/schemaFile.ts). Do not edit: `npm run",
  "# update:generated` writes it. The content types come from their declarations, src/lib/content/types/.",
].join("\n");

/**
 * Gatsby prints only into a file that does not exist yet, so the last build's goes first: before the bootstrap,
 * which runs once, as the query workers run createSchemaCustomization again without printing.
 */
export function clearPrintedSchema(): void {
  rmSync(PRINTED_SCHEMA, { force: true });
  mkdirSync(dirname(PRINTED_SCHEMA), { recursive: true });
}

export function printSchema({ actions }: CreateSchemaCustomizationArgs): void {
  actions.printTypeDefinitions({ path: PRINTED_SCHEMA });
}

/** The committed file's text, from what the build printed: without the time Gatsby stamps it with. */
export function schemaFileText(printed: string): string {
  const types = printed.replace(/^### Type definitions saved at .* ###\n+/, "");
  return `${HEADER}\n\n${types.trimEnd()}\n`;
}
