/*
 * The sentence that says how the firm serves clients in Spanish (content/firm/firm.yaml, `spanishService`), in
 * the page's language; none when the firm has set no way.
 */
import type { Language } from "./languages";
import type { SPANISH_SERVICE_WAYS } from "./content/types/firm";
import { spanishService as enSpanishService } from "../words/en/common/spanishService";
import { spanishService as esSpanishService } from "../words/es/common/spanishService";

type Way = (typeof SPANISH_SERVICE_WAYS)[number];

const WORDS = { en: enSpanishService, es: esSpanishService };

/** "We serve clients in Spanish by phone and in person."; undefined when `ways` is empty or unset. */
export function spanishServiceText(ways: readonly string[] | null | undefined, language: Language): string | undefined {
  const named = (ways ?? []).filter((way): way is Way => way in WORDS.en.ways).map((way) => WORDS[language].ways[way]);
  if (named.length === 0) return undefined;
  const listed = named.length === 1 ? named[0] : `${named.slice(0, -1).join(", ")} ${WORDS[language].and} ${named[named.length - 1]}`;
  return WORDS[language].sentence(listed);
}
