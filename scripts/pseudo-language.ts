// Writes the tests' project with a third language, the pseudo-language (scripts/pseudo-language/pseudoText.ts): a copy
// of the project that adds it as CONTRIBUTING.md's "Add a language" says, and nothing else: its entry in the languages'
// list (src/lib/languages/), its words (src/words/<code>/, from the English) and its content (a side of each YAML file,
// a translation of each Markdown page). The tests build the site from it and check every template in it
// (e2e/pseudo-language.spec.ts), and count the files that differ from the project's (e2e/pseudo-language.spec.ts).
// Usage: tsx scripts/pseudo-language.ts <folder to write>
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { FIRST_LANGUAGE } from "../src/lib/languages";
import { FILE_TYPES, MARKDOWN_TYPES, YAML_FOLDER_TYPES } from "../src/lib/content/types";
import { pseudoMarkdown, withPseudoSide } from "./pseudo-language/pseudoContent";
import { pseudoText } from "./pseudo-language/pseudoText";
import { pseudoWordsModule } from "./pseudo-language/pseudoWords";

/** The pseudo-language's code (Chromium's and Android's accented English) and its entry in the list. */
export const PSEUDO_LANGUAGE = "en-XA";
export const PSEUDO_LANGUAGE_ENTRY = {
  code: PSEUDO_LANGUAGE,
  prefix: `/${PSEUDO_LANGUAGE.toLowerCase()}`,
  englishName: "Pseudo-English",
  nativeName: pseudoText("English"),
  shortName: "XA",
  hreflang: PSEUDO_LANGUAGE,
  locale: PSEUDO_LANGUAGE,
  ogLocale: PSEUDO_LANGUAGE.replace("-", "_"),
  published: true,
  // Another line height than the others', so that the pages show the language's own typography.
  typography: { lineHeight: 1.7 },
};
/** What of the project the copy holds. */
export const PROJECT_PARTS = [
  "src",
  "content",
  "static",
  "plugins",
  "scripts",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
];

const root = join(__dirname, "..");
/** The files at `path`: itself where it is a file, every file below it where it is a folder, none where it is missing. */
export const filesUnder = (path: string): string[] => {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
};
const write = (path: string, text: string) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};

/** The languages' list with the pseudo-language's entry added, as a new language is added. */
function addToTheList(project: string) {
  const languages = join(project, "src", "lib", "languages");
  write(
    join(languages, `${PSEUDO_LANGUAGE}.ts`),
    `import type { LanguageEntry } from "./entry";

/** The tests' pseudo-language: every text of the English, accented and longer (scripts/pseudo-language.ts). */
export const pseudoLanguage = ${JSON.stringify(PSEUDO_LANGUAGE_ENTRY, null, 2)} as const satisfies LanguageEntry;
`,
  );
  const index = join(languages, "index.ts");
  const list = readFileSync(index, "utf8")
    .replace(/^(import type \{ LanguageEntry \} from "\.\/entry";)$/m, `$1\nimport { pseudoLanguage } from "./${PSEUDO_LANGUAGE}";`)
    .replace(/(export const LANGUAGE_LIST = \[[^\]]*)\]/, "$1, pseudoLanguage]");
  if (!list.includes("pseudoLanguage]")) throw new Error(`${relative(root, index)}: no LANGUAGE_LIST to add the pseudo-language to`);
  writeFileSync(index, list);
}

/** The words in the pseudo-language, entry by entry, from the first language's. */
function writeWords(project: string) {
  const words = join(project, "src", "words");
  for (const file of filesUnder(join(words, FIRST_LANGUAGE)).filter((path) => /\.tsx?$/.test(path))) {
    const entry = relative(join(words, FIRST_LANGUAGE), file);
    write(join(words, PSEUDO_LANGUAGE, entry), pseudoWordsModule(readFileSync(file, "utf8"), file.endsWith(".tsx")));
  }
}

/** The content in the pseudo-language: a side of each YAML file, a translation of each Markdown page. */
function writeContent(project: string) {
  const content = join(project, "content");
  for (const type of FILE_TYPES) {
    const path = join(content, type.path);
    writeFileSync(path, withPseudoSide(readFileSync(path, "utf8"), type.fields, FIRST_LANGUAGE, PSEUDO_LANGUAGE));
  }
  for (const type of YAML_FOLDER_TYPES) {
    for (const path of filesUnder(join(content, type.folder)).filter((file) => file.endsWith(".yaml"))) {
      writeFileSync(path, withPseudoSide(readFileSync(path, "utf8"), type.fields, FIRST_LANGUAGE, PSEUDO_LANGUAGE));
    }
  }
  for (const type of MARKDOWN_TYPES) {
    const folder = join(content, type.folder, FIRST_LANGUAGE);
    for (const path of filesUnder(folder).filter((file) => file.endsWith(".md"))) {
      write(join(content, type.folder, PSEUDO_LANGUAGE, relative(folder, path)), pseudoMarkdown(readFileSync(path, "utf8"), type.fields));
    }
  }
}

/** Writes the project with the pseudo-language at `project` (a folder of the repository, so that it finds its packages). */
export function writePseudoProject(project: string) {
  rmSync(project, { recursive: true, force: true });
  for (const part of PROJECT_PARTS) cpSync(join(root, part), join(project, part), { recursive: true });
  symlinkSync(relative(project, join(root, "node_modules")), join(project, "node_modules"));
  addToTheList(project);
  writeWords(project);
  writeContent(project);
}

if (require.main === module) {
  const [target] = process.argv.slice(2);
  if (!target) throw new Error("Usage: tsx scripts/pseudo-language.ts <folder to write>");
  writePseudoProject(target);
}
