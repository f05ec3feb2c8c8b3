/** A letter's number as a visitor may type it: "cp 2000", "Cp2000" and "CP2000" are one number. */
export const normalNumber = (typed: string): string => typed.replace(/\s+/g, "").toUpperCase();

interface Numbered {
  readonly number: string;
  readonly otherNumbers?: readonly string[] | null;
}

/** Every number a letter is known by: its own, then the others printed on the same letter. */
export const numbersOf = (letter: Numbered): string[] => [letter.number, ...(letter.otherNumbers ?? [])];

/** The letter whose number (or one of its other numbers) is `typed`, ignoring case and spaces; undefined if none. */
export function findLetter<Letter extends Numbered>(letters: readonly Letter[], typed: string): Letter | undefined {
  const wanted = normalNumber(typed);
  if (wanted === "") return undefined;
  return letters.find((letter) => numbersOf(letter).some((number) => normalNumber(number) === wanted));
}
