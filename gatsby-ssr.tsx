import type { GatsbySSR } from "gatsby";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { CacheProvider } from "@emotion/react";
import { wrapPage } from "./src/i18n/wrapPage";
import GlobalStyles from "./src/theme/GlobalStyles";
import { standInFaceCss, webFontFaceCss, webFontsLoader } from "./src/theme/fonts";
import { createStyleCache } from "./src/theme/styleCache";
import { languageOfPath } from "./src/lib/localPaths";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => wrapPage(element, props);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  // The page's language, from its address (the Seo of each page says it too, for pages reached in the browser).
  setHtmlAttributes({ lang: languageOfPath(pathname) });
  setHeadComponents([
    // The stand-ins at once; the web fonts as src/theme/fonts.ts says, or from a <noscript> when scripts do not run.
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: standInFaceCss }} />,
    <script key="web-fonts" dangerouslySetInnerHTML={{ __html: webFontsLoader }} />,
    <noscript key="web-fonts-without-script">
      <style dangerouslySetInnerHTML={{ __html: webFontFaceCss }} />
    </noscript>,
    <style key="global" dangerouslySetInnerHTML={{ __html: globalCss() }} />,
  ]);
};

/** Renders `element` with an Emotion cache of its own, and collects every rule the render inserted. */
function renderWithStyles(element: ReactElement, key: string) {
  const cache = createStyleCache({ key });
  // Compatibility mode: no <style> beside each element; the rules are collected from the cache instead.
  cache.compat = true;
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  const ids = Object.keys(cache.inserted).filter((id) => typeof cache.inserted[id] === "string");
  return { html, ids, css: ids.map((id) => cache.inserted[id]).join("") };
}

/**
 * The site-wide rules (src/theme/GlobalStyles.tsx), written once into every page's <head> as plain CSS. Were
 * they an Emotion <Global> of the layout, the browser would take them out of <head> and put them back when the
 * page hydrates, and compute every style of the page again.
 */
let globalCssOnce: string | undefined;
const globalCss = () => (globalCssOnce ??= renderWithStyles(<GlobalStyles />, "global").css);

/*
 * Emotion's styles of the page go into <head>, where HTML allows <style>, instead of beside each element in
 * <body>: every rule its render inserted, also those only composed into another element's class, which the
 * browser would otherwise insert as it hydrates. They are marked `data-emotion-critical` with their ids, not
 * Emotion's own `data-emotion`: Emotion would move an element of its own to the end of <head> and back into its
 * sheet as the page hydrates, and the browser would compute every style again, twice. gatsby-browser.tsx tells
 * the browser's cache these ids instead, so it inserts none of them again.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const { html, ids, css } = renderWithStyles(bodyComponent as ReactElement, "css");
  replaceBodyHTMLString(html);
  setHeadComponents([<style key="emotion" data-emotion-critical={ids.join(" ")} dangerouslySetInnerHTML={{ __html: css }} />]);
};
