import { readFileSync, statSync, existsSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileTree } from "./fixtures/fileTree";
import { shellWordsEntry, shellWordsOfLanguage, writeEveryLanguageModules, writeShellWordsModules } from "./wordsModules";
import type { wordsIn as WordsIn } from "../i18n/inEveryLanguage";

const i18n = (file: string) => readFileSync(join(__dirname, "..", "i18n", file), "utf8");
/** The words' readers, which the fixtures' modules import from their own copy. */
const READERS = { "src/i18n/inEveryLanguage.ts": i18n("inEveryLanguage.ts"), "src/i18n/shellWords.ts": i18n("shellWords.ts") };
const WORDS = {
  "src/words/en/layout/header.ts": `export const header = { menu: "Menu" };\nexport type HeaderWords = typeof header;`,
  "src/words/xx/layout/header.ts": `export const header = { menu: "Mẽnũ" };`,
  "src/words/en/common/name.ts": `export function name(who: string) { return "For " + who; }\nexport const title = "Name";`,
  "src/words/xx/common/name.ts": `export function name(who: string) { return "Für " + who; }\nexport const title = "Nãme";`,
};
const readerOf = async (root: string) => ((await import(join(root, "src", "i18n", "inEveryLanguage.ts"))) as { wordsIn: typeof WordsIn }).wordsIn;

describe("the words' modules for what every language shares", () => {
  const root = fileTree("words-modules", { ...READERS, ...WORDS });
  const outDir = writeEveryLanguageModules(root);

  it("gives each entry in every language of the words' folders, for useWords to take the page's", async () => {
    const wordsIn = await readerOf(root);
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

describe("the built shell's words, handed by each page", () => {
  const root = fileTree("shell-words", { ...READERS, ...WORDS });
  writeShellWordsModules(root, ["common/name", "layout/header"]);

  it("are the words of the language a page hands, and a clear error before any page has", async () => {
    const wordsIn = await readerOf(root);
    const { header } = (await import(shellWordsEntry(root, "layout/header"))) as { header: { menu: string } };
    const { name, title } = (await import(shellWordsEntry(root, "common/name"))) as { name: (who: string) => string; title: string };
    expect(() => wordsIn("xx", header)).toThrow(/shell's words in "xx" were not handed/);
    await import(shellWordsOfLanguage(root, "xx"));
    expect(wordsIn("xx", header).menu).toBe("Mẽnũ");
    expect(wordsIn("xx", name)("alle")).toBe("Für alle");
    expect(wordsIn("xx", title)).toBe("Nãme");
    expect(() => wordsIn("en", header)).toThrow(/in "en"/);
  });

  it("gives the 404 page every language's", async () => {
    const wordsIn = await readerOf(root);
    const { header } = (await import(shellWordsEntry(root, "layout/header"))) as { header: { menu: string } };
    await import(shellWordsOfLanguage(root, "every"));
    expect(wordsIn("en", header).menu).toBe("Menu");
    expect(wordsIn("xx", header).menu).toBe("Mẽnũ");
  });

  it("name no entry and no word in the shell's modules, only their place", () => {
    const shell = readFileSync(shellWordsEntry(root, "layout/header"), "utf8");
    expect(shell).toMatch(/export const header = new ShellWords\(\d+\);/);
    expect(shell).not.toContain("layout/header");
    expect(readFileSync(shellWordsOfLanguage(root, "xx"), "utf8")).not.toContain("Mẽnũ");
  });
});
