/*
 * In the built site the shell every page shares (header, footer: gatsby-browser.tsx's layout) holds none of its words.
 * Each of its words is a ShellWords, its place in the list that each page's scripts hand, in the page's language,
 * before the page is drawn (src/node/pageLanguageModules.ts); the 404 page hands every language's. Elsewhere
 * (`gatsby develop`, the previews, the tests) the shell's entries are every language's, as any other.
 */

/** One of the shell's words, as the built shell holds it: its place in the list a page hands (src/node/wordsModules.ts). */
export class ShellWords {
  constructor(readonly place: number) {}
}

const handed: Partial<Record<string, readonly unknown[]>> = {};

/** A page's scripts hand the shell its language's words. */
export function handShellWords(lang: string, words: readonly unknown[]): void {
  handed[lang] = words;
}

/** The shell's words in `lang`, as a page handed them. */
export function shellWordsIn<T>(lang: string, words: ShellWords): T {
  const list = handed[lang];
  if (!list) throw new Error(`The shell's words in "${lang}" were not handed by the page's scripts (src/i18n/shellWords.ts)`);
  return list[words.place] as T;
}
