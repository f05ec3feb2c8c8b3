/*
 * The words as the build's own code reads them (the calendars, the heads of the pages written in code): an entry in a
 * language of the words' folders, loaded at run time by tsx, so that no file of the build names a language or imports
 * its folder. Its type is the English entry's, as everywhere: `typeof import("@words/<topic>/<entry>")`, a type alone
 * (at run time nothing in Node resolves `@words`, eslint.config.mjs).
 */
import path from "node:path";
import { require as tsxRequire } from "tsx/cjs/api";

/** The words' folders, a folder per language, from the project's folder, where the build and its scripts run. */
const WORDS_DIR = path.resolve("src", "words");

const loaded = new Map<string, unknown>();

/** An entry of the words (`deadlines/calendarFiles`) in `lang`: its module's exports. */
export function entryIn<Entry>(lang: string, entry: string): Entry {
  const file = path.join(WORDS_DIR, lang, entry);
  if (!loaded.has(file)) loaded.set(file, tsxRequire(file, file));
  return loaded.get(file) as Entry;
}
