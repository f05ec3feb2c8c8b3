import { ShellWords, shellWordsIn } from "./shellWords";

/**
 * An entry's words in every language, as the modules shared by every language's pages hold them
 * (src/node/wordsModules.ts); in a page's own scripts an entry is its language's words alone.
 */
export class InEveryLanguage<T> {
  constructor(readonly byLanguage: Readonly<Record<string, T>>) {}
}

/** The words of `language`, from an entry as a module holds it: in that language alone, in every language, or the shell's. */
export function wordsIn<T>(language: string, words: T): T {
  if (words instanceof InEveryLanguage) return words.byLanguage[language] as T;
  return words instanceof ShellWords ? shellWordsIn<T>(language, words) : words;
}
