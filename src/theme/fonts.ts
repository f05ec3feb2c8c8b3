/*
 * The site's two typefaces, self-hosted from @fontsource-variable, latin and latin-ext subsets.
 *
 * `font-display: optional` with the latin files preloaded (gatsby-ssr.tsx): the font is used when it arrives
 * within the browser's short block period, which a preload makes the usual case, and otherwise the fallback
 * stays for that page. Text never swaps font after it is shown, so fonts cause no layout shift (CLS 0).
 *
 * The rules are written once into the page's <head> by gatsby-ssr.tsx, not by an Emotion <Global>: Emotion
 * re-inserts its global styles when the page hydrates, which makes new font faces that swap in late.
 */
import { typeface } from "./tokens";
import sansUnicode from "@fontsource-variable/source-sans-3/unicode.json";
import serifUnicode from "@fontsource-variable/source-serif-4/unicode.json";
import sansLatin from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2";
import sansLatinExt from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-normal.woff2";
import serifLatin from "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2";
import serifLatinExt from "@fontsource-variable/source-serif-4/files/source-serif-4-latin-ext-wght-normal.woff2";

/** Files every page needs for its first paint: preloaded in the head of every page. */
export const preloadedFontFiles = [sansLatin, serifLatin];

const faces = [
  { family: typeface.sans, url: sansLatin, range: sansUnicode.latin },
  { family: typeface.sans, url: sansLatinExt, range: sansUnicode["latin-ext"] },
  { family: typeface.serif, url: serifLatin, range: serifUnicode.latin },
  { family: typeface.serif, url: serifLatinExt, range: serifUnicode["latin-ext"] },
];

export const fontFaceCss = faces
  .map(
    ({ family, url, range }) =>
      `@font-face{font-family:"${family}";font-style:normal;font-weight:200 900;font-display:optional;` +
      `src:url(${url}) format("woff2-variations");unicode-range:${range}}`,
  )
  .join("");
