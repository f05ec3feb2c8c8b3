import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PRINTED_SCHEMA, SCHEMA_FILE, schemaFileText } from "./schemaFile";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const committed = (file: string) => (existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), "utf8") : "");

describe("the committed GraphQL schema", () => {
  it("is the schema the last build printed", () => {
    const printed = join(ROOT, PRINTED_SCHEMA);
    if (!existsSync(printed)) throw new Error(`No build has printed the schema into ${PRINTED_SCHEMA} yet: run \`npm run build\` first.`);
    expect(committed(SCHEMA_FILE), `${SCHEMA_FILE} is out of date: \`npm run update:generated\` writes it`).toBe(
      schemaFileText(readFileSync(printed, "utf8")),
    );
  });

  it("leaves out the time Gatsby stamps the printed schema with", () => {
    const printed = "### Type definitions saved at 2026-01-02T03:04:05.678Z ###\n\ntype Firm implements Node @dontInfer {\n  brand: String!\n}";
    const text = schemaFileText(printed);
    expect(text).not.toContain("saved at");
    expect(text.endsWith("type Firm implements Node @dontInfer {\n  brand: String!\n}\n")).toBe(true);
  });
});
