import type { GatsbyBrowser } from "gatsby";
import { CacheProvider } from "@emotion/react";
import { wrapPage } from "./src/i18n/wrapPage";
import { createStyleCache } from "./src/theme/styleCache";
import { afterFirstHydration, sliceFirstHydration } from "./src/components/layout/HydrationSlice";
import { fetchWebFonts } from "./src/theme/webFontsOnPage";

/*
 * Emotion's cache in the browser, told which rules the page's <head> already holds (gatsby-ssr.tsx writes
 * them with their ids), so that hydrating the page inserts and moves no style.
 */
const emotionCache = createStyleCache({ key: "css" });
for (const style of document.querySelectorAll<HTMLStyleElement>("style[data-emotion-critical]")) {
  for (const id of (style.dataset.emotionCritical ?? "").split(" ").filter(Boolean)) emotionCache.inserted[id] = true;
}

// The page's first hydration goes in slices, each in a task of its own (src/components/layout/HydrationSlice.tsx).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => sliceFirstHydration();

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <CacheProvider value={emotionCache}>{element}</CacheProvider>;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => wrapPage(element, props);

// The page transition places each new page itself (top, or the anchor), once the new page is in.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => false;

// Once every slice of the first page has hydrated: the page is marked interactive (the end-to-end tests wait for
// it), and the web fonts are fetched for the pages after it (src/theme/fonts.ts).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  afterFirstHydration(() => {
    document.documentElement.dataset.hydrated = "true";
    fetchWebFonts();
  });
};
