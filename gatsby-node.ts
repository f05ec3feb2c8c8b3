/*
 * Gatsby's build hooks, in the order they run. Each calls the module of src/node/ named for its job.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writeDeadlineCalendars } from "./src/node/calendars";
import { addMarkdownFields, createLanguageNodes } from "./src/node/contentNodes";
import { createContentTypes } from "./src/node/contentTypes";
import { writeHeaders } from "./src/node/headers";
import { resolveMarkdownPages } from "./src/node/markdownResolvers";
import { createMarkdownPages, createPageInEveryLanguage } from "./src/node/pages";
import { pageLanguageModules } from "./src/node/pageLanguageModules";
import { withLighterChunks, type BrowserConfig } from "./src/node/scriptChunks";
import { everyLanguageDir, WORDS_ALIAS, writeEveryLanguageModules } from "./src/node/wordsModules";
import { loadPageScriptsAfterFirstPaint } from "./src/node/pageScripts";
import { writeRobotsTxt } from "./src/node/robots";
import { clearPrintedSchema, printSchema } from "./src/node/schemaFile";
import { compileHintsPlugin } from "./src/performance/compileHints";
import { siteUrlOf } from "./src/node/siteUrl";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  clearPrintedSchema();
  // `@words/…` where a module is every language's (src/node/wordsModules.ts), once a run for all its webpack stages.
  writeEveryLanguageModules(path.resolve("."));
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) => {
  createContentTypes(args);
  printSchema(args);
};

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  createLanguageNodes(args);
  addMarkdownFields(args);
};

export const createResolvers: GatsbyNode["createResolvers"] = (args) => resolveMarkdownPages(args);

export const createPages: GatsbyNode["createPages"] = (args) => createMarkdownPages(args);

export const onCreatePage: GatsbyNode["onCreatePage"] = (args) => createPageInEveryLanguage(args);

// Each page's scripts in its language alone (src/node/pageLanguageModules.ts), in files cut for the first visit
// (src/node/scriptChunks.ts); the browser compiles our scripts as they download (src/performance/compileHints.ts).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  actions.setWebpackConfig({ resolve: { alias: { [WORDS_ALIAS]: everyLanguageDir(path.resolve(".")) } } });
  if (stage !== "build-javascript" && stage !== "build-html") return;
  const shell = ["gatsby-browser.tsx", "gatsby-ssr.tsx"].map((file) => path.resolve(file));
  const pageDirs = ["src/pages", "src/templates"].map((dir) => path.resolve(dir));
  const inPageLanguage = pageLanguageModules({ root: path.resolve("."), shellEntries: shell, pageDirs });
  if (stage === "build-html") {
    actions.setWebpackConfig({ plugins: [inPageLanguage] });
    return;
  }
  actions.replaceWebpackConfig(withLighterChunks((getConfig as () => BrowserConfig)()));
  actions.setWebpackConfig({ plugins: [inPageLanguage, compileHintsPlugin()] });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const publicDir = path.resolve("public");
  const siteUrl = await siteUrlOf(args);
  await writeDeadlineCalendars(args, publicDir, siteUrl);
  // The headers hold each page's inline-script hashes, so they are written from the pages as rewritten.
  writeHeaders(publicDir, loadPageScriptsAfterFirstPaint(publicDir));
  writeRobotsTxt(publicDir, siteUrl);
};
