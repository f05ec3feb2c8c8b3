/** What the site knows of a language: one file of this folder declares one (src/lib/languages/index.ts lists them). */
export interface LanguageEntry<Code extends string = string> {
  /** Its key in the content files ("es:"), its folder of words (src/words/es/), and its pages' `lang`. */
  readonly code: Code;
  /** What its pages' addresses start with: none for the first language of the list, "/es" for Spanish. */
  readonly prefix: "" | `/${string}`;
  /** Its name in English, as the content check and the content manager's staff read it. */
  readonly englishName: string;
  /** Its name in itself, as the language switch offers it ("Español"), and shortly, where room is short ("ES"). */
  readonly nativeName: string;
  readonly shortName: string;
  /** Its tag for the alternates and the sitemap (`hreflang`), and its locale for dates, numbers and structured data. */
  readonly hreflang: string;
  readonly locale: string;
  /** Its locale as Open Graph writes it ("es_US"). */
  readonly ogLocale: string;
  /** Whether its pages are built and published. */
  readonly published: boolean;
  /** How its text is set: the body's font stack (the site's own where none is given) and line height. */
  readonly typography: { readonly fontFamily?: string; readonly lineHeight: number };
  /**
   * Each page's address in its own words, without the prefix, by the page's English address ("/contact/":
   * "/contacto/"); a language without it publishes its pages under their English names.
   */
  readonly pagePaths?: Readonly<Record<string, `/${string}`>>;
}
