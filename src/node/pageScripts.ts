/*
 * Gatsby's own script tags, rewritten on every built page so that the browser asks for the scripts after the
 * page's first paint (src/performance/scriptsAfterFirstPaint.ts says why). It runs before the headers are written:
 * their policy allows the inline loader by its hash.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { builtPages } from "./builtPages";
import { loadScriptsAfterFirstPaint } from "../performance/scriptsAfterFirstPaint";
import type { PageHtml } from "./securityHeaders";

/** Rewrites every page under `publicDir` in place; returns each page's address and its HTML as now published. */
export function loadPageScriptsAfterFirstPaint(publicDir: string): PageHtml[] {
  return builtPages(publicDir).map(({ path, file }) => {
    const html = loadScriptsAfterFirstPaint(readFileSync(file, "utf8"));
    writeFileSync(file, html);
    return { path, html };
  });
}
