/*
 * `@words/<topic>/<entry>` is how code imports an entry of the words (src/words/README.md). In a page's language copy
 * it is the page's language's module (src/node/pageLanguageModules.ts). Everywhere else (the shell every page shares,
 * the 404 page, the content manager's previews) it is one of the modules written here, which holds the entry in every
 * language, and useWords takes the page's. Written from the words' folders, so a new language needs nothing here.
 */
import fs from "node:fs";
import path from "node:path";

/** How code names the words: `@words/layout/header`. */
export const WORDS_ALIAS = "@words";

/** The languages of the site's words: a folder each in `wordsDir`. */
export function languagesOf(wordsDir: string): string[] {
  return fs
    .readdirSync(wordsDir, { withFileTypes: true })
    .filter((item) => item.isDirectory())
    .map((item) => item.name);
}

/** Where the modules of every language are written, under the project's `root`. */
export const everyLanguageDir = (root: string) => path.join(root, ".cache", "words-in-every-language");

const GENERATED = "// Written by src/node/wordsModules.ts from src/words/: do not edit.";
const ENTRY = /\.tsx?$/;
// An entry's words are its exported constants and functions (its types are read from the entry itself).
const VALUE_EXPORT = /^export (?:const|function) (\w+)/gm;

function entriesUnder(dir: string, at = "", pattern = ENTRY): string[] {
  return fs.readdirSync(path.join(dir, at), { withFileTypes: true }).flatMap((item) => {
    const name = path.posix.join(at, item.name);
    if (item.isDirectory()) return entriesUnder(dir, name, pattern);
    return pattern.test(item.name) ? [name] : [];
  });
}

/** The file of an entry (`layout/header`) in a language. */
function entryFile(wordsDir: string, lang: string, entry: string): string {
  const base = path.join(wordsDir, lang, entry);
  return [".ts", ".tsx"].map((ext) => base + ext).find((file) => fs.existsSync(file)) ?? `${base}.ts`;
}

/** A module that exports each of an entry's words as every language has them, for useWords to take the page's. */
function everyLanguageModule(wordsDir: string, languages: string[], entry: string, markerFile: string): string {
  const files = languages.map((lang) => path.join(wordsDir, lang, entry));
  const names = [...fs.readFileSync(files[0], "utf8").matchAll(VALUE_EXPORT)].map((match) => match[1]);
  const imports = files.map((file, index) => `import * as language${index} from ${JSON.stringify(file)};`);
  const exports = names.map((name) => {
    const byLanguage = languages.map((lang, index) => `${JSON.stringify(lang)}: language${index}.${name}`).join(", ");
    return `export const ${name} = new InEveryLanguage({ ${byLanguage} });`;
  });
  return [GENERATED, `import { InEveryLanguage } from ${JSON.stringify(markerFile)};`, ...imports, ...exports, ""].join("\n");
}

/** Writes each module (its file and its text) where it changed, and takes away the other `.js` files under `outDir`. */
function writeModules(outDir: string, modules: Map<string, string>): void {
  for (const [file, source] of modules) {
    // Only what changed: a build, a test run and `gatsby develop` may read them at once.
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === source) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, source);
  }
  if (!fs.existsSync(outDir)) return;
  const stale = entriesUnder(outDir, "", /\.js$/)
    .map((entry) => path.join(outDir, entry))
    .filter((file) => !modules.has(file));
  stale.forEach((file) => fs.rmSync(file));
}

/**
 * Writes, under everyLanguageDir(root), a module per entry of `root`/src/words (a folder per language) and returns the
 * folder `@words` is resolved to outside a page's language copy.
 */
export function writeEveryLanguageModules(root: string): string {
  const wordsDir = path.join(root, "src", "words");
  const markerFile = path.join(root, "src", "i18n", "inEveryLanguage.ts");
  const languages = languagesOf(wordsDir);
  const outDir = everyLanguageDir(root);
  const modules = new Map(
    entriesUnder(path.join(wordsDir, languages[0])).map((entry) => [
      path.join(outDir, entry.replace(ENTRY, ".js")),
      everyLanguageModule(wordsDir, languages, entry, markerFile),
    ]),
  );
  writeModules(outDir, modules);
  return outDir;
}

/** Where the built site's shell finds its words (writeShellWordsModules), under the project's `root`. */
export const shellWordsDir = (root: string) => path.join(root, ".cache", "shell-words");
/** The module a page of `lang` imports to hand the shell its words; "every" for a page of every language (404). */
export const shellWordsOfLanguage = (root: string, lang: string) => path.join(shellWordsDir(root), `${lang}.js`);
/** The module the built shell imports for an entry (`layout/header`) of its words. */
export const shellWordsEntry = (root: string, entry: string) => path.join(shellWordsDir(root), "entries", `${entry}.js`);

/**
 * In the built site, the shell every page shares (header, footer) holds none of its words: each page hands it its
 * language's (src/i18n/shellWords.ts). Writes, under shellWordsDir(root), a module per `entries` of the shell, whose
 * words are their place in the list a page hands, and a module per language that hands that list, plus "every" for
 * the 404 page. By place, not by name: the names would be in every page's scripts twice.
 */
export function writeShellWordsModules(root: string, entries: string[]): void {
  const wordsDir = path.join(root, "src", "words");
  const shellWordsFile = JSON.stringify(path.join(root, "src", "i18n", "shellWords.ts"));
  const languages = languagesOf(wordsDir);
  const words = entries.flatMap((entry) =>
    [...fs.readFileSync(entryFile(wordsDir, languages[0], entry), "utf8").matchAll(VALUE_EXPORT)].map((match) => ({ entry, name: match[1] })),
  );
  const modules = new Map<string, string>();
  for (const entry of entries) {
    const exports = words.flatMap((word, place) => (word.entry === entry ? [`export const ${word.name} = new ShellWords(${place});`] : []));
    modules.set(shellWordsEntry(root, entry), [GENERATED, `import { ShellWords } from ${shellWordsFile};`, ...exports, ""].join("\n"));
  }
  for (const lang of languages) {
    const imports = entries.map((entry, index) => `import * as entry${index} from ${JSON.stringify(entryFile(wordsDir, lang, entry))};`);
    const handed = words.map(({ entry, name }) => `  entry${entries.indexOf(entry)}.${name},`);
    const source = [
      GENERATED,
      `import { handShellWords } from ${shellWordsFile};`,
      ...imports,
      `handShellWords(${JSON.stringify(lang)}, [`,
      ...handed,
      "]);",
      "",
    ];
    modules.set(shellWordsOfLanguage(root, lang), source.join("\n"));
  }
  const every = languages.map((lang) => `import ${JSON.stringify(shellWordsOfLanguage(root, lang))};`);
  modules.set(shellWordsOfLanguage(root, "every"), [GENERATED, ...every, ""].join("\n"));
  writeModules(shellWordsDir(root), modules);
}
