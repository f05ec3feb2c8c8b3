/*
 * The language of the page being read, and its address in each language it is published in: set for every
 * page by gatsby-node (page context), given to the layout and the page by components/layout/wrapPage.tsx, read by any
 * component with useLanguage() and useWords().
 */
import { createContext, useContext } from "react";
import { FIRST_LANGUAGE, isLanguage, type Language } from "../lib/languages";
import { wordsIn } from "./inEveryLanguage";
import { languageOfPath } from "../lib/localPaths";

export interface PageLanguage {
  lang: Language;
  /** The page's address in each language it is published in (an article may have no Spanish). */
  alternates: Partial<Record<Language, string>>;
}

const PageLanguageContext = createContext<PageLanguage>({ lang: FIRST_LANGUAGE, alternates: {} });
export const PageLanguageProvider = PageLanguageContext.Provider;

export const usePageLanguage = () => useContext(PageLanguageContext);
export const useLanguage = (): Language => useContext(PageLanguageContext).lang;

/** An entry's words (`import { header } from "@words/layout/header"`) in the page's language. */
export function useWords<T>(words: T): T {
  return wordsIn(useLanguage(), words);
}

/** The page language gatsby-node put in a page's context; from its address where there is none (the 404 page). */
export function pageLanguageOf(pageContext: unknown, pathname: string): PageLanguage {
  const context = (pageContext ?? {}) as Partial<PageLanguage>;
  const lang = isLanguage(context.lang) ? context.lang : languageOfPath(pathname);
  return { lang, alternates: context.alternates ?? { [lang]: pathname } };
}
