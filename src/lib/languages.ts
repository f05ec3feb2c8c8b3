/** The languages of the site. English is the one every content file and address is written in first. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
/** The language every content file and address is written in first, the others' translations follow. */
export const FIRST_LANGUAGE: Language = LANGUAGES[0];

/**
 * The languages the site's pages are published in. The Spanish content is written and checked already; its
 * pages are published once every page of it reads in Spanish.
 */
export const PUBLISHED_LANGUAGES: readonly Language[] = ["en", "es"];

/** Each language's name in English, as the content check and the content manager's staff read it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Spanish" };

/** How each language is named to its readers and tagged for browsers, search engines and dates. */
export const LANGUAGE_TAGS: Record<Language, { nativeName: string; locale: string; ogLocale: string }> = {
  en: { nativeName: "English", locale: "en-US", ogLocale: "en_US" },
  es: { nativeName: "Español", locale: "es-US", ogLocale: "es_US" },
};

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
