import createCache, { type Options } from "@emotion/cache";

/**
 * Emotion's cache for the site's pages (server and browser) and the content manager's previews: the same
 * options everywhere, so the server's rules and the browser's match.
 *
 * No vendor prefixer (`stylisPlugins: []`): every browser of the browserslist in package.json takes our properties
 * unprefixed, and the two that still want a prefix in Safari (`-webkit-text-size-adjust`, `-webkit-font-smoothing`)
 * are written by hand. A page's critical CSS is a third smaller, and with the prefixer back the page's head holds an
 * Emotion <style> that the browser moves three times as the page hydrates (e2e/hydration.spec.ts).
 */
export const createStyleCache = (options: Omit<Options, "stylisPlugins">) => createCache({ ...options, stylisPlugins: [] });
