import createCache, { type Options } from "@emotion/cache";

/**
 * An Emotion cache that writes each rule as written, without Emotion's default vendor prefixes: every browser the
 * site supports (package.json's browserslist) reads the plain properties, and the prefixes were about a quarter of a
 * page's inline CSS (docs/decisions/emotion-rules-as-written.md). Used by the build (criticalStyles.tsx), the browser
 * (gatsby-browser.tsx) and the CMS preview.
 */
export const createStyleCache = (options: Omit<Options, "stylisPlugins">) => createCache({ ...options, stylisPlugins: [] });

/** The key of the pages' cache, the prefix of every class it names ("css-1a2b3c"). */
export const PAGE_STYLES_KEY = "css";
