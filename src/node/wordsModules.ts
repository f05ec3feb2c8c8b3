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

/** A module that exports each of an entry's words as every language has them, for useWords to take the page's. */
function everyLanguageModule(wordsDir: string, languages: string[], entry: string, markerFile: string): string {
  const files = languages.map((lang) => path.join(wordsDir, lang, entry));
  const names = [...fs.readFileSync(files[0], "utf8").matchAll(VALUE_EXPORT)].map((match) => match[1]);
  const imports = files.map((file, index) => `import * as language${index} from ${JSON.stringify(file)};`);
  const exports = names.map((name) => {
    const byLanguage = languages.map((lang, index) => `${JSON.stringify(lang)}: language${index}.${name}`).join(", ");
    return `export const ${name} = new InEveryLanguage({ ${byLanguage} });`;
  });
  return [
    "// Written by src/node/wordsModules.ts from src/words/: do not edit.",
    `import { InEveryLanguage } from ${JSON.stringify(markerFile)};`,
    ...imports,
    ...exports,
    "",
  ].join("\n");
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
  const written = new Set<string>();
  for (const entry of entriesUnder(path.join(wordsDir, languages[0]))) {
    const file = path.join(outDir, entry.replace(ENTRY, ".js"));
    const source = everyLanguageModule(wordsDir, languages, entry, markerFile);
    written.add(file);
    // Only what changed: a build, a test run and `gatsby develop` may read them at once.
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === source) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, source);
  }
  if (fs.existsSync(outDir)) {
    const stale = entriesUnder(outDir, "", /\.js$/)
      .map((entry) => path.join(outDir, entry))
      .filter((file) => !written.has(file));
    stale.forEach((file) => fs.rmSync(file));
  }
  return outDir;
}
