import type { LanguageEntry } from "./entry";

/** English: the language every content file and every address is written in first. */
export const english = {
  code: "en",
  prefix: "",
  englishName: "English",
  nativeName: "English",
  shortName: "EN",
  hreflang: "en",
  locale: "en-US",
  ogLocale: "en_US",
  published: true,
  typography: { lineHeight: 1.6 },
} as const satisfies LanguageEntry;
