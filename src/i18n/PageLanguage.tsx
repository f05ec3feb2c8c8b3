/*
 * The language of the page being read, and its address in each language it is published in: set for every
 * page by gatsby-node (page context), given to the layout and the page by components/layout/wrapPage.tsx, read by any
 * component with useLanguage() and useWords().
 */
import { createContext, useContext } from "react";
import { isLanguage, type Language, type Translations } from "../lib/languages";
import { languageOfPath } from "../lib/localPaths";

export interface PageLanguage {
  lang: Language;
  /** The page's address in each language it is published in (an article may have no Spanish). */
  alternates: Partial<Record<Language, string>>;
}

const PageLanguageContext = createContext<PageLanguage>({ lang: "en", alternates: {} });
export const PageLanguageProvider = PageLanguageContext.Provider;

export const usePageLanguage = () => useContext(PageLanguageContext);
export const useLanguage = (): Language => useContext(PageLanguageContext).lang;

/** A component's words in every language (the type lives with the languages, where src/lib reads it too). */
export type { Translations };

/** The words of the page's language. */
export function useWords<T>(words: Translations<T>): T {
  return words[useLanguage()];
}

/** The page language gatsby-node put in a page's context; from its address where there is none (the 404 page). */
export function pageLanguageOf(pageContext: unknown, pathname: string): PageLanguage {
  const context = (pageContext ?? {}) as Partial<PageLanguage>;
  const lang = isLanguage(context.lang) ? context.lang : languageOfPath(pathname);
  return { lang, alternates: context.alternates ?? { [lang]: pathname } };
}
