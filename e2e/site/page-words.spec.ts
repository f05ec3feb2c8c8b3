import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILT_SITE } from "../everyPage";
import { pageWeights } from "../../scripts/page-weight.mjs";
import { languageOfPath } from "../../src/lib/localPaths";
import { languagesOf } from "../../src/node/wordsModules";

/** Gatsby's address of the not-found page (src/pages/404.tsx). */
const NOT_FOUND_PATH = "/404/";
const LANGUAGES = languagesOf(join(__dirname, "..", "..", "src", "words"));

/** The languages whose words a built script holds, read from its source map. */
function languagesIn(script: string): Set<string> {
  const { sources } = JSON.parse(readFileSync(join(BUILT_SITE, `${script}.map`), "utf8")) as { sources: string[] };
  return new Set(sources.flatMap((source) => LANGUAGES.filter((lang) => source.includes(`/src/words/${lang}/`))));
}

/*
 * A page's own scripts hold its language's words and no other's (src/node/pageLanguageModules.ts). The shell every
 * page loads (the app's chunk group: header, footer) holds every language's, as the not-found page does, which
 * answers an address in any language.
 */
test("each page's own scripts hold its language's words alone", () => {
  const stats = JSON.parse(readFileSync(join(BUILT_SITE, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const shell = new Set(stats.namedChunkGroups.app.assets.map(({ name }) => name));
  const pages = pageWeights(BUILT_SITE).filter(({ route }) => route !== NOT_FOUND_PATH);
  expect(new Set(pages.map(({ route }) => languageOfPath(route))).size, "pages in every language").toBe(LANGUAGES.length);
  const found = pages.map(({ route, files }) => {
    const held = new Set(files.filter((file) => !shell.has(file)).flatMap((file) => [...languagesIn(file)]));
    return { route, expected: [languageOfPath(route)], held: [...held].sort() };
  });
  expect(found.filter(({ expected, held }) => held.join() !== expected.join())).toEqual([]);
});
