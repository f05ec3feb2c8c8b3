import type { ReactElement } from "react";
import Layout from "./Layout";
import { pageLanguageOf, PageLanguageProvider } from "../../i18n/PageLanguage";

interface PageProps {
  location: { pathname: string; hash: string };
  pageContext: unknown;
}

/**
 * Every page in the layout, both in its language: the layout (header, footer) and the page each get it, so
 * that the page leaving during a transition keeps its own while the layout takes the new one.
 */
export function wrapPage(element: ReactElement, props: PageProps) {
  const language = pageLanguageOf(props.pageContext, props.location.pathname);
  return (
    <PageLanguageProvider value={language}>
      <Layout location={props.location}>
        <PageLanguageProvider value={language}>{element}</PageLanguageProvider>
      </Layout>
    </PageLanguageProvider>
  );
}
