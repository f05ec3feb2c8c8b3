/*
 * How the browser's scripts are cut into files, where Gatsby's defaults cost every page's first visit; measured in
 * docs/decisions/words-per-language.md. Gatsby sets the output only through replacing its whole webpack config.
 */
import { isLanguageCopy } from "./pageLanguageModules";

interface SplitChunksGroup {
  test: (module: { resource?: string }, context: unknown) => boolean;
}

export interface BrowserConfig {
  output: Record<string, unknown>;
  optimization: { moduleIds?: string; chunkIds?: string; splitChunks: { cacheGroups: { shared: SplitChunksGroup } } };
}

export function withLighterChunks<Config extends BrowserConfig>(config: Config): Config {
  const { shared } = config.optimization.splitChunks.cacheGroups;
  const sharedTest = shared.test;
  // A page's language copies (src/node/pageLanguageModules.ts) stay in the page's own file: shared between the pages
  // of a language, they made files of a few hundred bytes each, each compressed apart.
  shared.test = (module, context) => !isLanguageCopy(module.resource) && sharedTest(module, context);
  return {
    ...config,
    // A chunk's file is named by its number: Gatsby's names (a page's file, or 40 hex digits for a shared chunk) were
    // a table in the runtime that every page loads. Gatsby's own chunk groups, which its pages are found by, keep them.
    output: { ...config.output, chunkFilename: "[id]-[contenthash:8].js" },
    // The modules and chunks used most have the shortest numbers, where "deterministic" gave nearly all four digits.
    // Content that editors publish changes no module, so their publishing keeps every script as it was.
    optimization: { ...config.optimization, moduleIds: "size", chunkIds: "size" },
  };
}
