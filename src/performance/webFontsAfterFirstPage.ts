/*
 * When the web fonts (src/theme/fonts.ts) are fetched and shown. Fetched beside a first visit's first page, they
 * stand between a phone and its first paint, and Lighthouse counts them against the largest paint; preloaded,
 * they do the same. So:
 * - A first visit's first page keeps its stand-ins. Once it has hydrated, it fetches the fonts into the browser's
 *   cache (`fetchWebFonts`, called by gatsby-browser.tsx).
 * - Every page after it shows in the web fonts from its first frame: a page opened by a link puts the fetched
 *   fonts to use as it replaces the last one (`showWebFonts`, PageTransition.tsx), and a page loaded afresh adds
 *   them before its body, from the cache, once a note in local storage says they have loaded before.
 * - Without JavaScript the same rules come from a <noscript> (gatsby-ssr.tsx).
 * Build time only: the page's inline script is the whole of it in the browser (webFontsOnPage.ts names its API).
 */
import { webFonts } from "../theme/fonts";
import { WEB_FONTS } from "./webFontsOnPage";

/** What the browser keeps (local storage) once the web fonts have loaded, so that later visits use them at once. */
const WEB_FONTS_SEEN_KEY = "web-fonts-loaded";

/**
 * The page's inline script: it makes the faces through the CSS Font Loading API and leaves `window.webFonts`:
 * `fetch` loads the latin files (the latin-ext ones only when a page needs them) without adding them, and notes in
 * local storage that they have loaded; `show` adds them to the page. With that note, a later visit adds them at
 * once, before the body.
 */
export const webFontsLoader =
  `(function(){var k=${JSON.stringify(WEB_FONTS_SEEN_KEY)},fonts=${JSON.stringify(webFonts)},shown=false,` +
  `faces=fonts.map(function(f){return new FontFace(f.family,f.source,{weight:f.weight,unicodeRange:f.range,display:"optional"})});` +
  `function show(){if(shown)return;shown=true;faces.forEach(function(face){document.fonts.add(face)})}` +
  `function fetchFaces(){Promise.all(faces.filter(function(face,i){return fonts[i].subset==="latin"}).map(function(face){return face.load()}))` +
  `.then(function(){try{localStorage.setItem(k,"1")}catch(e){}},function(){})}` +
  `window[${JSON.stringify(WEB_FONTS)}]={fetch:fetchFaces,show:show};` +
  `try{if(localStorage.getItem(k))show()}catch(e){}})()`;
