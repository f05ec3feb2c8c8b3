import { describe, expect, it } from "vitest";
import { fileTree } from "./fixtures/fileTree";
import { filesFromLastBuild, outOfDate, TYPES_FILE, WRITTEN_TYPES } from "./generatedFiles";
import { PRINTED_SCHEMA, SCHEMA_FILE } from "./schemaFile";

describe("the check of the committed generated files", () => {
  const root = fileTree("generated", { [PRINTED_SCHEMA]: "type A {\n  a: String\n}", [WRITTEN_TYPES]: "declare namespace Queries {}\n" });
  const expected = filesFromLastBuild(root);

  it("passes when each committed copy is what the build wrote", () => {
    expect(outOfDate(expected, (file) => expected[file])).toEqual([]);
  });

  it("names each copy that differs or is missing, and the command that writes it", () => {
    const committed: Record<string, string> = { [SCHEMA_FILE]: expected[SCHEMA_FILE] };
    expect(outOfDate(expected, (file) => committed[file])).toEqual([
      `${TYPES_FILE} is not what the build wrote: \`npm run update:generated\` writes it again (it builds first), then commit it.`,
    ]);
    committed[TYPES_FILE] = "declare namespace Queries { type Old = 1 }\n";
    expect(outOfDate(expected, (file) => committed[file])).toHaveLength(1);
  });

  it("says to build first when no build has written them", () => {
    expect(() => filesFromLastBuild(fileTree("generated", {}))).toThrow(`No build has written ${PRINTED_SCHEMA} yet`);
  });
});
