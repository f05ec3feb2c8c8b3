import { readFileSync, statSync, existsSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileTree } from "./fixtures/fileTree";
import { writeEveryLanguageModules } from "./wordsModules";
import type { wordsIn as WordsIn } from "../i18n/inEveryLanguage";

const MARKER = readFileSync(join(__dirname, "..", "i18n", "inEveryLanguage.ts"), "utf8");

describe("the words' modules for what every language shares", () => {
  const root = fileTree("words-modules", {
    "src/i18n/inEveryLanguage.ts": MARKER,
    "src/words/en/layout/header.ts": `export const header = { menu: "Menu" };\nexport type HeaderWords = typeof header;`,
    "src/words/xx/layout/header.ts": `export const header = { menu: "Mẽnũ" };`,
    "src/words/en/common/name.ts": `export function name(who: string) { return "For " + who; }`,
    "src/words/xx/common/name.ts": `export function name(who: string) { return "Für " + who; }`,
  });
  const outDir = writeEveryLanguageModules(root);

  it("gives each entry in every language of the words' folders, for useWords to take the page's", async () => {
    // The fixture's own copy of the marker, which its modules import.
    const { wordsIn } = (await import(join(root, "src", "i18n", "inEveryLanguage.ts"))) as { wordsIn: typeof WordsIn };
    const { header } = (await import(join(outDir, "layout", "header.js"))) as { header: { menu: string } };
    expect(wordsIn("en", header).menu).toBe("Menu");
    expect(wordsIn("xx", header).menu).toBe("Mẽnũ");
    const { name } = (await import(join(outDir, "common", "name.js"))) as { name: (who: string) => string };
    expect(wordsIn("xx", name)("alle")).toBe("Für alle");
  });

  it("exports an entry's words alone, not its types", () => {
    expect(readFileSync(join(outDir, "layout", "header.js"), "utf8")).not.toContain("HeaderWords");
  });

  it("writes again only what changed, and takes away the module of an entry that is gone", () => {
    const file = join(outDir, "layout", "header.js");
    const written = statSync(file).mtimeMs;
    mkdirSync(join(outDir, "gone"), { recursive: true });
    writeFileSync(join(outDir, "gone", "entry.js"), "");
    writeEveryLanguageModules(root);
    expect(statSync(file).mtimeMs).toBe(written);
    expect(existsSync(join(outDir, "gone", "entry.js"))).toBe(false);
  });
});
