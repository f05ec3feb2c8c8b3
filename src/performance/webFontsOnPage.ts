/*
 * The page's inline font script (webFontsAfterFirstPage.ts) leaves `window.webFonts` with two functions, which the
 * page's own code calls: `fetch` once a first page has hydrated (gatsby-browser.tsx), `show` as a page opened by a
 * link replaces the last one (PageTransition.tsx). A module of its own, so that the browser's bundle gets these
 * names and not the build-time font code.
 */
export const WEB_FONTS = "webFonts";

interface WebFonts {
  /** Loads the web fonts into the browser's cache without showing them, and notes that they have loaded. */
  fetch: () => void;
  /** Puts the web fonts to use from the next frame on. */
  show: () => void;
}

const webFonts = () => (window as unknown as Record<string, WebFonts | undefined>)[WEB_FONTS];

export const fetchWebFonts = () => webFonts()?.fetch();
export const showWebFonts = () => webFonts()?.show();
