import type { GatsbyBrowser } from "gatsby";
import { CacheProvider } from "@emotion/react";
import { wrapPage } from "./src/components/layout/wrapPage";
import { createStyleCache, PAGE_STYLES_KEY } from "./src/theme/createStyleCache";
import { takeCriticalStyles } from "./src/performance/takeCriticalStyles";
import { afterFirstHydration, hydrateInTasks } from "./src/performance/HydrateInOwnTask";
import { fetchWebFonts } from "./src/performance/webFontsOnPage";

// Emotion's cache in the browser, told which rules the page's <head> holds already (src/performance/criticalStyles.tsx).
const emotionCache = takeCriticalStyles(createStyleCache({ key: PAGE_STYLES_KEY }));

// The page's first hydration goes in tasks, part after part (src/performance/HydrateInOwnTask.tsx).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => hydrateInTasks();

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <CacheProvider value={emotionCache}>{element}</CacheProvider>;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => wrapPage(element, props);

// The page transition places each new page itself (top, or the anchor), once the new page is in.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => false;

// Once every part of the first page has hydrated: the page is marked interactive (the end-to-end tests wait for
// it), and the web fonts are fetched for the pages after it (src/performance/webFontsAfterFirstPage.ts).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  afterFirstHydration(() => {
    document.documentElement.dataset.hydrated = "true";
    fetchWebFonts();
  });
};
