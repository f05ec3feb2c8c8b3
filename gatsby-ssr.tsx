import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import Layout from "./src/components/layout/Layout";
import { fontFaceCss, preloadedFontFiles } from "./src/theme/fonts";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout location={props.location}>{element}</Layout>
);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // The fonts of the first paint, fetched with the page rather than after its styles (see src/theme/fonts.ts).
  setHeadComponents([
    ...preloadedFontFiles.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss }} />,
  ]);
};

/*
 * Emotion's critical styles go into <head>, where HTML allows <style>, instead of beside each element in
 * <body>. The browser's Emotion cache (key "css") finds them there by their data-emotion ids and does not
 * insert them again.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const { html, styles } = extractCriticalToChunks(
    renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>),
  );
  replaceBodyHTMLString(html);
  setHeadComponents(
    styles
      .filter((style) => style.css)
      .map((style) => (
        <style
          key={style.key}
          data-emotion={`${style.key} ${style.ids.join(" ")}`}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  );
};
