/*
 * The tests' pseudo-language (as Chromium's and Android's pseudo-locales): every text of the English, its letters
 * accented and its vowels doubled, so that it reads at a glance, is about 40% longer, and is never English. What a
 * text holds that is not words stays as it is: a Markdown link's address, an HTML tag, code, a web or e-mail
 * address.
 */

const LETTERS = Array.from("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
const ACCENTS = Array.from("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ");
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(LETTERS.map((letter, index) => [letter, ACCENTS[index]]));
const VOWELS = new Set(Array.from("aeiouAEIOU"));

/** What a text may hold that is not words: kept as it is. */
const NOT_WORDS = /(\]\([^)]*\)|<[^>]*>|`[^`]*`|https?:\/\/[^\s)>\]]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|&[a-z]+;)/g;

const pseudoWords = (text: string) =>
  Array.from(text)
    .map((character) => (VOWELS.has(character) ? ACCENTED[character].repeat(2) : (ACCENTED[character] ?? character)))
    .join("");

/** `text` in the pseudo-language: "Send message" → "Šééñð ɱééššååĝéé". */
export function pseudoText(text: string): string {
  return text
    .split(NOT_WORDS)
    .map((part, index) => (index % 2 === 1 ? part : pseudoWords(part)))
    .join("");
}

/** Whether `text` has a letter to change (a number, a sign or a space alone is the same in every language). */
export const hasLetters = (text: string): boolean => /[a-zA-Z]/.test(text.replace(NOT_WORDS, ""));
