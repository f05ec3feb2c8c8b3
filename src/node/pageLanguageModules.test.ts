import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileTree } from "./fixtures/fileTree";
import { filesCopiedPerLanguage, isLanguageCopy, languageQuery, shellWordsEntries } from "./pageLanguageModules";

describe("the modules a page's language copy is made of", () => {
  const root = fileTree("page-language", {
    "words/en/card.ts": `export const card = { title: "Title" };`,
    "words/xx/card.ts": `export const card = { title: "Títle" };`,
    "Card.tsx": `import { card } from "@words/card";\nexport default () => card.title;`,
    "ByPath.tsx": `import { card } from "./words/xx/card";\nexport default () => card.title;`,
    "List.tsx": `import Card from "./Card";\nexport default Card;`,
    "Lazy.tsx": `export const load = () => import("./Card");`,
    "typesOnly.ts": `import type { card } from "@words/card";\nexport type Card = typeof card;`,
    "plain.ts": `export const twice = (n: number) => 2 * n;`,
    "Shell.tsx": `import Card from "./Card";\nexport default Card;`,
    "shell-entry.tsx": `import Shell from "./Shell";\nexport default Shell;`,
    "circleA.ts": `import "./circleB";\nimport "./words/en/card";`,
    "circleB.ts": `import "./circleA";`,
  });
  const copied = filesCopiedPerLanguage(join(root, "words"), [join(root, "shell-entry.tsx")]);
  const at = (file: string) => copied(join(root, file));

  it("holds the modules that import words, themselves or through others, static or lazy", () => {
    expect(at("List.tsx")).toBe(true);
    expect(at("ByPath.tsx")).toBe(true);
    expect(at("Lazy.tsx")).toBe(true);
    // Either file of an import circle first: the other is known as well.
    expect(at("circleA.ts")).toBe(true);
    expect(at("circleB.ts")).toBe(true);
  });

  it("leaves one copy of modules that lead to no words, or to words' types alone", () => {
    expect(at("plain.ts")).toBe(false);
    expect(at("typesOnly.ts")).toBe(false);
  });

  it("leaves one copy of what the shell imports, words and all, and of the words themselves", () => {
    expect(at("Shell.tsx")).toBe(false);
    expect(at("Card.tsx")).toBe(false);
    expect(at("words/en/card.ts")).toBe(false);
  });

  it("names the entries of the words the shell imports, for the pages to hand it", () => {
    expect(shellWordsEntries(join(root, "words"), [join(root, "shell-entry.tsx")])).toEqual(["card"]);
    expect(shellWordsEntries(join(root, "words"), [join(root, "plain.ts")])).toEqual([]);
  });
});

it("names a language copy by its query", () => {
  expect(isLanguageCopy(`/site/src/pages/faq.tsx${languageQuery("es")}`)).toBe(true);
  expect(isLanguageCopy("/site/src/pages/faq.tsx")).toBe(false);
  expect(isLanguageCopy(undefined)).toBe(false);
});
