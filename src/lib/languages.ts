/** The languages of the site. English is the one every content file and address is written in first. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in English, as the content check and the content manager's staff read it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Spanish" };
