/**
 * An entry's words in every language, as the modules shared by every language's pages hold them
 * (src/node/wordsModules.ts); in a page's own scripts an entry is its language's words alone.
 */
export class InEveryLanguage<T> {
  constructor(readonly byLanguage: Readonly<Record<string, T>>) {}
}

/** The words of `language`, from an entry as a module holds it: in that language alone, or in every language. */
export function wordsIn<T>(language: string, words: T): T {
  return words instanceof InEveryLanguage ? (words.byLanguage[language] as T) : words;
}
