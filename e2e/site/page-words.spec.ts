import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILT_SITE } from "../everyPage";
import { pageWeights } from "../../scripts/page-weight.mjs";

/** Gatsby's address of the not-found page (src/pages/404.tsx). */
const NOT_FOUND_PATH = "/404/";
const pages = pageWeights(BUILT_SITE);
/** The languages of the built site: its pages' (a page is told its own, src/node/pages.ts). */
const LANGUAGES = [...new Set(pages.flatMap(({ lang }) => (lang ? [lang] : [])))].sort();

/** The languages whose words a built script holds, read from its source map. */
function languagesIn(script: string): Set<string> {
  const { sources } = JSON.parse(readFileSync(join(BUILT_SITE, `${script}.map`), "utf8")) as { sources: string[] };
  return new Set(sources.flatMap((source) => LANGUAGES.filter((lang) => source.includes(`/src/words/${lang}/`))));
}

/*
 * A page's scripts hold its language's words and no other's (src/node/pageLanguageModules.ts): its own files, and
 * the shell every page loads (the app's chunk group: header, footer), which holds none, as each page hands it its
 * language's (src/i18n/shellWords.ts). The not-found page, which answers an address in any language, holds every language's.
 */
test("each page's scripts hold its language's words alone, and the shell none", () => {
  const stats = JSON.parse(readFileSync(join(BUILT_SITE, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const shell = stats.namedChunkGroups.app.assets.map(({ name }) => name).filter((file) => file.endsWith(".js"));
  expect(shell.length, "the shell's scripts").toBeGreaterThan(0);
  expect(shell.filter((file) => languagesIn(file).size > 0)).toEqual([]);
  expect(LANGUAGES.length, "the site's languages").toBeGreaterThan(1);
  const found = pages.map(({ route, lang, files }) => {
    const held = new Set(files.flatMap((file) => [...languagesIn(file)]));
    const expected = route === NOT_FOUND_PATH || !lang ? LANGUAGES : [lang];
    return { route, expected, held: [...held].sort() };
  });
  expect(found.filter(({ expected, held }) => held.join() !== expected.join())).toEqual([]);
});
