/*
 * The site's languages: the one place that knows which exist. Each is declared once, in a file of this folder (its
 * code, its addresses' prefix and pages' names, its names, its tags and its typography), and listed here; the
 * routes, the language switch, the alternates and the sitemap, the content manager's locales, the structured data
 * and the content check all read this list. CONTRIBUTING.md ("Add a language") says how one is added.
 */
import { english } from "./en";
import type { LanguageEntry } from "./entry";
import { spanish } from "./es";

export type { LanguageEntry };

/** Every language, the first being the one every content file and address is written in first. */
export const LANGUAGE_LIST = [english, spanish] as const satisfies readonly LanguageEntry[];

export type Language = (typeof LANGUAGE_LIST)[number]["code"];
export const LANGUAGES: readonly Language[] = LANGUAGE_LIST.map((entry) => entry.code);

/** The language that content and code are written in first, whose addresses have no prefix. */
export const FIRST_LANGUAGE: Language = LANGUAGE_LIST[0].code;

/** The languages the site's pages are published in: those whose every page reads in it. */
export const PUBLISHED_LANGUAGES: readonly Language[] = LANGUAGE_LIST.filter((entry: LanguageEntry) => entry.published).map((entry) => entry.code);

const BY_CODE: ReadonlyMap<string, LanguageEntry<Language>> = new Map(LANGUAGE_LIST.map((entry) => [entry.code, entry]));

/** What the list declares of `language`. */
export const languageEntry = (language: Language): LanguageEntry<Language> => BY_CODE.get(language)!;

/** Each language's name in English, as the content check and the content manager's staff read it. */
export const LANGUAGE_NAMES = Object.fromEntries(LANGUAGE_LIST.map((entry) => [entry.code, entry.englishName])) as Readonly<Record<Language, string>>;

export const isLanguage = (value: unknown): value is Language => typeof value === "string" && BY_CODE.has(value);
