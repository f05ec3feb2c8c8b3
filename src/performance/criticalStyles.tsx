/*
 * Emotion's rules of a page, written into <head> at build time and taken as already there by the browser's cache,
 * so that hydration adds, moves and removes no style (e2e/hydration.spec.ts). Emotion's documented way
 * (@emotion/server) leaves out rules only composed into another class, which the browser then inserts as it
 * hydrates, and marks its elements `data-emotion`, which Emotion's cache moves to the end of <head> as it starts:
 * the browser computes every style again. Relies on Emotion 11's cache: `compat` and `inserted`. Build time only;
 * the browser's half is takeCriticalStyles.ts, which reads the rules' ids from their selectors.
 */
import { CacheProvider } from "@emotion/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createStyleCache } from "../theme/createStyleCache";
import { CRITICAL_ATTRIBUTE } from "./takeCriticalStyles";

/** Renders `element` with an Emotion cache of its own (`key`); returns the HTML and every rule the render inserted. */
export function renderWithStyles(element: ReactElement, key: string) {
  const cache = createStyleCache({ key });
  // Compatibility mode: no <style> beside each element; the rules are collected from the cache instead.
  cache.compat = true;
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  const rules = Object.values(cache.inserted).filter((rule) => typeof rule === "string");
  return { html, css: rules.join("") };
}

/** The page's rules of the cache `cacheKey`, as one <style> for <head>. */
export const CriticalStyle = ({ cacheKey, rules }: { cacheKey: string; rules: string }) => (
  <style {...{ [CRITICAL_ATTRIBUTE]: cacheKey }} dangerouslySetInnerHTML={{ __html: rules }} />
);
