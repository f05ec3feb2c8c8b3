/*
 * The sentence that says how the firm serves clients in Spanish (content/firm/firm.yaml, `spanishService`), in
 * the page's language; none when the firm has set no way.
 */
import type { Language } from "./languages";
import type { SPANISH_SERVICE_WAYS } from "./content/types/firm";

type Way = (typeof SPANISH_SERVICE_WAYS)[number];

const WAYS: Readonly<Record<Language, Record<Way, string>>> = {
  en: { "by phone": "by phone", "in person": "in person", "by e-mail": "by e-mail" },
  es: { "by phone": "por teléfono", "in person": "en persona", "by e-mail": "por correo electrónico" },
};

const AND: Readonly<Record<Language, string>> = { en: "and", es: "y" };

const SENTENCE: Readonly<Record<Language, (ways: string) => string>> = {
  en: (ways) => `We serve clients in Spanish ${ways}.`,
  es: (ways) => `Atendemos a nuestros clientes en español ${ways}.`,
};

/** "We serve clients in Spanish by phone and in person."; undefined when `ways` is empty or unset. */
export function spanishServiceText(ways: readonly string[] | null | undefined, language: Language): string | undefined {
  const named = (ways ?? []).filter((way): way is Way => way in WAYS.en).map((way) => WAYS[language][way]);
  if (named.length === 0) return undefined;
  const listed = named.length === 1 ? named[0] : `${named.slice(0, -1).join(", ")} ${AND[language]} ${named[named.length - 1]}`;
  return SENTENCE[language](listed);
}
