// The browser's half of criticalStyles.tsx, in a file of its own so that the browser's bundle gets no server renderer.
import type { EmotionCache } from "@emotion/cache";

/** The attribute that lists, on the page's <style>, the ids of the rules it holds. */
export const IDS_ATTRIBUTE = "data-emotion-critical";

/** Tells the browser's cache that the rules of the page's <head> are inserted already. */
export function takeCriticalStyles(cache: EmotionCache): EmotionCache {
  for (const style of document.querySelectorAll<HTMLStyleElement>(`style[${IDS_ATTRIBUTE}]`)) {
    for (const id of (style.getAttribute(IDS_ATTRIBUTE) ?? "").split(" ").filter(Boolean)) cache.inserted[id] = true;
  }
  return cache;
}
