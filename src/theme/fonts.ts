/*
 * The site's two typefaces, self-hosted (latin and latin-ext), and their stand-ins: the body's sans in every
 * weight (@fontsource-variable), the headings' serif in its one weight, 600 (@fontsource: a static file, much
 * smaller than the variable one).
 *
 * A page never swaps one font for another under its reader's eyes: a swap moves text. The text shows in a local
 * font resized to the typeface's proportions with Capsize's metrics (size-adjust, ascent and descent overrides),
 * and the web fonts are `font-display: optional`: used where they are ready as the page first shows, never
 * swapped in later. When they are fetched and shown: src/performance/webFontsAfterFirstPage.ts.
 *
 * The rules are written once into the page's <head> by gatsby-ssr.tsx, not by an Emotion <Global>: Emotion
 * moves its style elements when the page hydrates, which makes the browser load the font faces again. This
 * module runs at build time and in the content manager only; visitors download none of it.
 */
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import arialBold from "@capsizecss/metrics/arial/700";
import notoSerif from "@capsizecss/metrics/notoSerif";
import notoSerifBold from "@capsizecss/metrics/notoSerif/700";
import roboto from "@capsizecss/metrics/roboto";
import robotoBold from "@capsizecss/metrics/roboto/700";
import sourceSans3 from "@capsizecss/metrics/sourceSans3";
import sourceSans3SemiBold from "@capsizecss/metrics/sourceSans3/600";
import sourceSerif4 from "@capsizecss/metrics/sourceSerif4";
import sourceSerif4SemiBold from "@capsizecss/metrics/sourceSerif4/600";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import timesNewRomanBold from "@capsizecss/metrics/timesNewRoman/700";
import sansUnicode from "@fontsource-variable/source-sans-3/unicode.json";
import serifUnicode from "@fontsource/source-serif-4/unicode.json";
import sansLatin from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2";
import sansLatinExt from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-normal.woff2";
import serifLatin from "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2";
import serifLatinExt from "@fontsource/source-serif-4/files/source-serif-4-latin-ext-600-normal.woff2";
import { HEADING_WEIGHT, localFallbacks, typeface } from "./tokens";

const variable = { weight: "200 900", format: "woff2-variations" };
const serifWeight = { weight: String(HEADING_WEIGHT), format: "woff2" };
/** The web fonts' faces, as @font-face rules and the loader of src/performance/webFontsAfterFirstPage.ts take them. */
export const webFonts = [
  { family: typeface.sans, url: sansLatin, subset: "latin", range: sansUnicode.latin, ...variable },
  { family: typeface.sans, url: sansLatinExt, subset: "latin-ext", range: sansUnicode["latin-ext"], ...variable },
  { family: typeface.serif, url: serifLatin, subset: "latin", range: serifUnicode.latin, ...serifWeight },
  { family: typeface.serif, url: serifLatinExt, subset: "latin-ext", range: serifUnicode["latin-ext"], ...serifWeight },
].map(({ family, url, subset, range, weight, format }) => ({ family, source: `url(${url}) format("${format}")`, subset, range, weight }));

/** `optional` for the site's pages (see above); `swap` for the content manager's previews, where nothing is timed. */
type Display = "optional" | "swap";
const webFontRules = (display: Display) =>
  webFonts
    .map(
      ({ family, source, range, weight }) =>
        `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:${display};src:${source};unicode-range:${range}}`,
    )
    .join("\n");

/** The web fonts' @font-face rules for a page read without JavaScript. */
export const webFontFaceCss = webFontRules("optional");

type Metrics = Omit<typeof arial, "subsets">;
/** Metrics for the regular text and for the bold (headings, buttons, labels: 600 and up). */
interface Weights {
  regular: Metrics;
  bold: Metrics;
}
const WEIGHT_RANGE: Record<keyof Weights, string> = { regular: "100 500", bold: "600 900" };

/** A font with the same widths and heights as another (Liberation's fonts were drawn to match Microsoft's). */
const twin = (metrics: Metrics, fullName: string, postscriptName: string): Metrics => ({
  ...metrics,
  fullName,
  postscriptName,
});
const localMetrics: Record<string, Weights> = {
  Arial: { regular: arial, bold: arialBold },
  "Liberation Sans": {
    regular: twin(arial, "Liberation Sans", "LiberationSans"),
    bold: twin(arialBold, "Liberation Sans Bold", "LiberationSans-Bold"),
  },
  Roboto: { regular: roboto, bold: robotoBold },
  "Times New Roman": { regular: timesNewRoman, bold: timesNewRomanBold },
  "Liberation Serif": {
    regular: twin(timesNewRoman, "Liberation Serif", "LiberationSerif"),
    bold: twin(timesNewRomanBold, "Liberation Serif Bold", "LiberationSerif-Bold"),
  },
  "Noto Serif": { regular: notoSerif, bold: notoSerifBold },
};

/**
 * Capsize's stack for a typeface and its local stand-ins, named as tokens.ts names them: for each stand-in
 * a regular face and a bold one (the device's own bold, not a thickened regular), each sized to match.
 */
function fallbackStack(typefaceMetrics: Weights, family: string, locals: readonly string[]) {
  const [regular, bold] = (["regular", "bold"] as const).map((weight) =>
    createFontStack(
      [{ ...typefaceMetrics[weight], familyName: family }, ...locals.map((name) => ({ ...localMetrics[name][weight], familyName: name }))],
      { fontFaceProperties: { fontWeight: WEIGHT_RANGE[weight] } },
    ),
  );
  return { fontFamily: regular.fontFamily, fontFaces: `${regular.fontFaces}\n${bold.fontFaces}` };
}

/** Each typeface's stack as Capsize builds it (tokens.ts writes the same names for the components). */
export const fontStacks = {
  sans: fallbackStack({ regular: sourceSans3, bold: sourceSans3SemiBold }, typeface.sans, localFallbacks.sans),
  serif: fallbackStack({ regular: sourceSerif4, bold: sourceSerif4SemiBold }, typeface.serif, localFallbacks.serif),
};

/** The stand-ins' faces: local fonts only, nothing to fetch. */
export const standInFaceCss = [fontStacks.sans.fontFaces, fontStacks.serif.fontFaces].join("\n");

/** Every face, web fonts and stand-ins, as one style sheet (the content manager's previews). */
export const fontFaceCss = [webFontRules("swap"), standInFaceCss].join("\n");
