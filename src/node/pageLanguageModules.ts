/*
 * Each page's scripts carry its own language's words and no other's (docs/decisions/words-per-language.md).
 * A page is built from its file with its language in the address (`page.tsx?__contentFilePath=es`, the resource
 * query Gatsby passes on, as gatsby-plugin-mdx's pages do; src/node/pages.ts). This webpack plugin gives that query to
 * every module of ours the page imports on its way to words, so that each language has its copy of them, and in a
 * language's copy an entry of the words (`@words/layout/header`) is that language's module: the other languages' words
 * never reach the page's scripts (elsewhere `@words` holds every language, src/node/wordsModules.ts). The shell every page shares
 * (what gatsby-browser.tsx imports: the layout) and modules that lead to no words stay one copy for every language.
 * The shell's own words are handed to it by each page, in the page's language (src/i18n/shellWords.ts): a loader puts
 * that import first in each page's module, as the shell holds none.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import type { Compiler, Module, WebpackPluginInstance } from "webpack";
import { languagesOf, shellWordsEntry, shellWordsOfLanguage, WORDS_ALIAS, writeShellWordsModules } from "./wordsModules";

const PLUGIN = "PageLanguageModules";
const QUERY = "?__contentFilePath=";
const EXTENSIONS = [".ts", ".tsx", ".js", ".jsx"];
const WORDS = WORDS_ALIAS + "/";

/** The resource query that builds a page, and what it imports on its way to words, in one language. */
export const languageQuery = (lang: string) => `${QUERY}${lang}`;

/** Whether a module is one of a page's language copies. */
export const isLanguageCopy = (resource: string | undefined) => resource?.includes(QUERY) ?? false;

/** The file a relative import names, with its extension, or undefined where there is none. */
function fileOf(fromDir: string, request: string): string | undefined {
  const target = path.resolve(fromDir, request);
  const candidates = [target, ...EXTENSIONS.map((ext) => target + ext), ...EXTENSIONS.map((ext) => path.join(target, "index" + ext))];
  return candidates.find((file) => EXTENSIONS.includes(path.extname(file)) && fs.existsSync(file));
}

/** The entry an import of the words names (`@words/layout/header` → "layout/header"), if it is one. */
const wordsEntryOf = (request: string) => (request.startsWith(WORDS) ? request.slice(WORDS.length) : undefined);

/** The paths a module imports at run time, relative or words: its static imports and re-exports, and its import() calls. */
function runTimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && node.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (ts.isStringLiteral(specifier)) found.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((request) => request.startsWith(".") || wordsEntryOf(request) !== undefined);
}

/** The files each source file imports at run time (an entry of the words in any one language), read once. */
function importGraph(wordsDir: string) {
  const imports = new Map<string, string[]>();
  const [someLanguage] = languagesOf(wordsDir);
  const target = (fromDir: string, request: string) => {
    const entry = wordsEntryOf(request);
    return entry === undefined ? fileOf(fromDir, request) : fileOf(path.join(wordsDir, someLanguage), `./${entry}`);
  };
  return (file: string): string[] => {
    if (!imports.has(file)) {
      const targets = runTimeImports(file).map((request) => target(path.dirname(file), request));
      imports.set(
        file,
        targets.filter((target) => target !== undefined),
      );
    }
    return imports.get(file)!;
  };
}

/** The files the shell imports (`shellEntries` and what they import, words aside), and the entries of words among them. */
function shellOf(wordsDir: string, shellEntries: string[], importsOf: (file: string) => string[]) {
  const isWords = (file: string) => file.startsWith(wordsDir + path.sep);
  const files = new Set<string>();
  const words = new Set<string>();
  const add = (file: string) => {
    if (isWords(file)) {
      // `<wordsDir>/<lang>/layout/header.ts` → "layout/header"
      words.add(
        path
          .relative(wordsDir, file)
          .split(path.sep)
          .slice(1)
          .join("/")
          .replace(/\.tsx?$/, ""),
      );
      return;
    }
    if (files.has(file)) return;
    files.add(file);
    importsOf(file).forEach(add);
  };
  shellEntries.forEach(add);
  return { files, words: [...words].sort(), isWords };
}

/** The entries of the words the shell imports (`layout/header`): the built shell's words, which each page hands it. */
export const shellWordsEntries = (wordsDir: string, shellEntries: string[]) => shellOf(wordsDir, shellEntries, importGraph(wordsDir)).words;

/**
 * The files a page's language copy is made of: those that import words, themselves or through the files they
 * import, and that the shell does not import (a copy of those would load beside the shell's own).
 */
export function filesCopiedPerLanguage(wordsDir: string, shellEntries: string[]): (file: string) => boolean {
  const importsOf = importGraph(wordsDir);
  const { files: shell, isWords } = shellOf(wordsDir, shellEntries, importsOf);
  // Known for each file asked about: a walk that comes back to a file it is in the middle of learns nothing of it.
  const leads = new Map<string, boolean>();
  const reaches = (file: string, walked: Set<string>): boolean => {
    if (isWords(file) || leads.get(file)) return true;
    if (walked.has(file) || leads.has(file)) return false;
    walked.add(file);
    return importsOf(file).some((target) => reaches(target, walked));
  };
  const leadsToWords = (file: string): boolean => {
    if (!leads.has(file)) leads.set(file, reaches(file, new Set()));
    return leads.get(file)!;
  };
  return (file) => !shell.has(file) && !isWords(file) && leadsToWords(file);
}

/** The language a module is built in, from its resource query, if it is one of a page's language copies. */
function languageOfModule(module: Module | null | undefined, languages: string[]): string | undefined {
  const resource = (module as { resource?: string } | null | undefined)?.resource ?? "";
  const at = resource.indexOf(QUERY);
  const lang = at < 0 ? undefined : resource.slice(at + QUERY.length);
  return lang && languages.includes(lang) ? lang : undefined;
}

interface PageLanguageOptions {
  /** The project's folder: its words are in src/words, a folder per language. */
  root: string;
  /** The files every page loads: the shell. */
  shellEntries: string[];
  /** The folders of the pages' files (src/pages, src/templates): each hands the shell its words. */
  pageDirs: string[];
}

/** The webpack plugin, for the builds of the site's scripts and pages. */
export function pageLanguageModules({ root, shellEntries, pageDirs }: PageLanguageOptions): WebpackPluginInstance {
  const wordsDir = path.join(root, "src", "words");
  const languages = languagesOf(wordsDir);
  const copied = filesCopiedPerLanguage(wordsDir, shellEntries);
  const shellWords = new Set(shellWordsEntries(wordsDir, shellEntries));
  writeShellWordsModules(root, [...shellWords]);
  // The loader that puts, first in a page's module, the import of the module handing the shell its words.
  const handShellWords = path.join(root, "src", "node", "handShellWordsLoader.cjs");
  const isPage = (file: string) => pageDirs.some((dir) => file.startsWith(dir + path.sep));
  return {
    apply(compiler: Compiler) {
      compiler.hooks.compilation.tap(PLUGIN, (compilation, { normalModuleFactory }) => {
        normalModuleFactory.hooks.beforeResolve.tap(PLUGIN, (data) => {
          const dependency = data.dependencies.at(0);
          const lang = dependency && languageOfModule(compilation.moduleGraph.getParentModule(dependency), languages);
          const entry = wordsEntryOf(data.request);
          if (!lang) {
            // Outside a page's copies (the shell, the 404 page), the shell's words are those a page hands it.
            if (entry !== undefined && shellWords.has(entry)) data.request = shellWordsEntry(root, entry);
            return;
          }
          if (entry !== undefined) {
            data.request = path.join(wordsDir, lang, entry);
            return;
          }
          if (!data.request.startsWith(".")) return;
          const file = fileOf(data.context, data.request);
          if (!file) return;
          if (copied(file)) data.request = file + languageQuery(lang);
        });
        compiler.webpack.NormalModule.getCompilationHooks(compilation).beforeLoaders.tap(PLUGIN, (loaders, module) => {
          const [file] = module.resource.split("?");
          if (!isPage(file)) return;
          // A page in one language hands its language's words; the 404 page, one for every language, all of them.
          const words = shellWordsOfLanguage(root, languageOfModule(module, languages) ?? "every");
          loaders.push({ loader: handShellWords, options: { words }, ident: null, type: null });
        });
      });
    },
  };
}
