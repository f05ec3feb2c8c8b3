// The house's imports point down the layers and run in no circle (scripts/import-graph.ts draws them).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { circles, importGraph, importsUp, layerOf, type ImportGraph } from "./import-graph";

const graph = importGraph(join(__dirname, ".."));
const said = ({ from, to }: { from: string; to: string }) => `${from} → ${to}`;

describe("the import graph of src/", () => {
  it("gives every module a layer: a new folder of src/ takes its place in LAYERS", () => {
    expect(graph.modules.filter((path) => layerOf(path) === undefined)).toEqual([]);
  });

  it("has no import that runs back up the layers (pages → views → hooks → src/lib → words)", () => {
    expect(importsUp(graph).map(said)).toEqual([]);
  });

  it("has no import circle", () => {
    expect(circles(graph)).toEqual([]);
  });
});

describe("the drawing itself", () => {
  const fixture = (imports: [string, string][]): ImportGraph => ({
    modules: [...new Set(imports.flat())],
    imports: imports.map(([from, to]) => ({ from, to })),
  });

  it("finds an import up, and leaves one down or within a layer", () => {
    const up = fixture([
      ["src/words/en/a.ts", "src/lib/b.ts"],
      ["src/lib/b.ts", "src/lib/c.ts"],
      ["src/components/d.tsx", "src/lib/b.ts"],
    ]);
    expect(importsUp(up).map(said)).toEqual(["src/words/en/a.ts → src/lib/b.ts"]);
  });

  it("finds each circle once, with every module in it, and a module that imports itself", () => {
    const found = circles(
      fixture([
        ["src/lib/a.ts", "src/lib/b.ts"],
        ["src/lib/b.ts", "src/lib/c.ts"],
        ["src/lib/c.ts", "src/lib/a.ts"],
        ["src/lib/c.ts", "src/lib/d.ts"],
        ["src/lib/e.ts", "src/lib/e.ts"],
      ]),
    );
    expect(found).toEqual([["src/lib/a.ts", "src/lib/b.ts", "src/lib/c.ts"], ["src/lib/e.ts"]]);
  });

  it("reads imports as TypeScript resolves them, type-only ones included", () => {
    const has = (from: string, to: string) => graph.imports.some((edge) => edge.from === from && edge.to === to);
    expect(has("src/components/layout/wrapPage.tsx", "src/components/layout/Layout.tsx")).toBe(true);
    expect(has("src/lib/planFinder/check.ts", "src/lib/content/declare.ts")).toBe(true);
  });
});
