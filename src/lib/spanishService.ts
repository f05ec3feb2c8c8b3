/*
 * The sentence that says how the firm serves clients in Spanish (content/firm/firm.yaml, `spanishService`), in
 * the page's language, from the words the caller hands over (src/words/<language>/common/spanishService.ts); none
 * when the firm has set no way.
 */
import type { SPANISH_SERVICE_WAYS } from "./content/types/firm";

type Way = (typeof SPANISH_SERVICE_WAYS)[number];

/** The words of the sentence in one language: each way, the word that joins the last two, the sentence. */
export interface SpanishServiceWords {
  ways: Readonly<Record<Way, string>>;
  and: string;
  sentence: (ways: string) => string;
}

/** "We serve clients in Spanish by phone and in person."; undefined when `ways` is empty or unset. */
export function spanishServiceText(ways: readonly string[] | null | undefined, words: SpanishServiceWords): string | undefined {
  const named = (ways ?? []).filter((way): way is Way => way in words.ways).map((way) => words.ways[way]);
  if (named.length === 0) return undefined;
  const listed = named.length === 1 ? named[0] : `${named.slice(0, -1).join(", ")} ${words.and} ${named[named.length - 1]}`;
  return words.sentence(listed);
}
