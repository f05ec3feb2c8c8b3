// The browser's half of criticalStyles.tsx, in a file of its own so that the browser's bundle gets no server renderer.
import type { EmotionCache } from "@emotion/cache";

/** The attribute that marks the page's <style> of Emotion's rules; its value is the cache's key ("css"). */
export const CRITICAL_ATTRIBUTE = "data-emotion-critical";

/**
 * The ids of the rules in `css`, as Emotion's cache `key` names them: each rule's selector is `.<key>-<id>`. (The
 * cache inserts a class's keyframes only with the class; a class with no declarations writes nothing to find.)
 */
export function criticalIds(css: string, key: string): Set<string> {
  return new Set(Array.from(css.matchAll(new RegExp(`\\.${key}-([\\w-]+)`, "g")), ([, id]) => id));
}

/** Tells the browser's cache that the rules of the page's <head> are inserted already. */
export function takeCriticalStyles(cache: EmotionCache): EmotionCache {
  for (const style of document.querySelectorAll<HTMLStyleElement>(`style[${CRITICAL_ATTRIBUTE}="${cache.key}"]`)) {
    for (const id of criticalIds(style.textContent, cache.key)) cache.inserted[id] = true;
  }
  return cache;
}
