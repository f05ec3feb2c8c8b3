import { describe, expect, it } from "vitest";
import { schemaFileText } from "./schemaFile";

describe("the committed GraphQL schema", () => {
  it("leaves out the time Gatsby stamps the printed schema with", () => {
    const printed = "### Type definitions saved at 2026-01-02T03:04:05.678Z ###\n\ntype Firm implements Node @dontInfer {\n  brand: String!\n}";
    const text = schemaFileText(printed);
    expect(text).not.toContain("saved at");
    expect(text.endsWith("type Firm implements Node @dontInfer {\n  brand: String!\n}\n")).toBe(true);
  });
});
