import type { GatsbySSR } from "gatsby";
import type { ReactElement } from "react";
import { wrapPage } from "./src/components/layout/wrapPage";
import GlobalStyles from "./src/theme/GlobalStyles";
import { standInFaceCss, webFontFaceCss } from "./src/theme/fonts";
import { webFontsLoader } from "./src/performance/webFontsAfterFirstPage";
import { languageOfPath } from "./src/lib/localPaths";
import { CriticalStyle, renderWithStyles } from "./src/performance/criticalStyles";
import { PAGE_STYLES_KEY } from "./src/theme/createStyleCache";
import { pagePathAsData } from "./src/node/pagePathScript";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => wrapPage(element, props);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  // The page's language, from its address (the Seo of each page says it too, for pages reached in the browser).
  setHtmlAttributes({ lang: languageOfPath(pathname) });
  setHeadComponents([
    // No frame until the header has been read whole: drawn half-read, its links moved when the rest arrived (a layout shift).
    <link key="render-after-header" rel="expect" href="#main" blocking="render" />,
    // The stand-ins at once; the web fonts as src/performance/webFontsAfterFirstPage.ts says, or from a <noscript> when scripts do not run.
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: standInFaceCss }} />,
    <script key="web-fonts" dangerouslySetInnerHTML={{ __html: webFontsLoader }} />,
    <noscript key="web-fonts-without-script">
      <style dangerouslySetInnerHTML={{ __html: webFontFaceCss }} />
    </noscript>,
    <style key="global" dangerouslySetInnerHTML={{ __html: globalCss() }} />,
  ]);
};

/**
 * The site-wide rules (src/theme/GlobalStyles.tsx), written once into every page's <head> as plain CSS. Were
 * they an Emotion <Global> of the layout, the browser would take them out of <head> and put them back when the
 * page hydrates, and compute every style of the page again.
 */
let globalCssOnce: string | undefined;
const globalCss = () => (globalCssOnce ??= renderWithStyles(<GlobalStyles />, "global").css);

/*
 * No link to the web manifest (gatsby-plugin-manifest writes it with the icons): the browser fetches it, and the icon
 * it names, as the page first shows, and Lighthouse counts both against the page's largest paint
 * (docs/decisions/time-to-interactive.md). A firm's site is not an app to install; the icons stay.
 * The same inline scripts on every page, so that one Content-Security-Policy fits them all (src/node/pagePathScript.tsx).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(getHeadComponents().filter((component) => (component as { key?: unknown } | null)?.key !== "gatsby-plugin-manifest-link"));
  replacePostBodyComponents(pagePathAsData(getPostBodyComponents(), pathname));
};

// Emotion's rules of the page go into <head> (src/performance/criticalStyles.tsx says why and how).
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const { html, css } = renderWithStyles(bodyComponent as ReactElement, PAGE_STYLES_KEY);
  replaceBodyHTMLString(html);
  setHeadComponents([<CriticalStyle key="emotion" cacheKey={PAGE_STYLES_KEY} rules={css} />]);
};
