import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { JSON_SCHEMA, load } from "js-yaml";
import { test, expect, MISSING_PAGE, NOT_FOUND_ERROR } from "./fixtures";
import { expectNoViolations } from "./axe";
import { isTranslated, type Fields } from "../src/lib/content/declare";
import { FILE_TYPES, MARKDOWN_TYPES, YAML_FOLDER_TYPES } from "../src/lib/content/types";
import { isYamlMap } from "../src/lib/content/yaml";
import { FIRST_LANGUAGE, LANGUAGE_LIST } from "../src/lib/languages";
import { ROUTES } from "../src/lib/routes";
import { filesUnder, PROJECT_PARTS, PSEUDO_LANGUAGE, PSEUDO_LANGUAGE_ENTRY } from "../scripts/pseudo-language";

/*
 * The house with a third language, the tests' pseudo-language (scripts/pseudo-language.ts: the English, accented and
 * about 40% longer), built from a copy of the project (npm run build:e2e: e2e-sites/pseudo-project, its site
 * e2e-sites/pseudo). Adding it took its entry in the languages' list, its words and its content, and nothing else; and
 * every template renders in it with no English, nothing wider than a phone, no axe violation, hydrated as the others.
 */
const ROOT = join(__dirname, "..");
const PROJECT = join(ROOT, "e2e-sites", "pseudo-project");
const { prefix: PREFIX } = PSEUDO_LANGUAGE_ENTRY;

test("adding the pseudo-language took its entry in the list, its words and its content, and nothing else", () => {
  const changed = PROJECT_PARTS.flatMap((part) => filesUnder(join(PROJECT, part)))
    .map((file) => relative(PROJECT, file))
    // Gatsby writes the queries' types as it builds.
    .filter((file) => file !== "src/gatsby-types.d.ts")
    .filter((file) => !existsSync(join(ROOT, file)) || !readFileSync(join(ROOT, file)).equals(readFileSync(join(PROJECT, file))));
  const inList = changed.filter((file) => file.startsWith("src/lib/languages/"));
  const words = changed.filter((file) => file.startsWith(`src/words/${PSEUDO_LANGUAGE}/`));
  const content = changed.filter((file) => file.startsWith("content/"));
  expect(
    changed.filter((file) => ![...inList, ...words, ...content].includes(file)),
    "files changed elsewhere",
  ).toEqual([]);
  expect(inList.sort()).toEqual([`src/lib/languages/${PSEUDO_LANGUAGE}.ts`, "src/lib/languages/index.ts"]);
  expect(words.length).toBe(filesUnder(join(ROOT, "src", "words", FIRST_LANGUAGE)).length);
  const markdown = MARKDOWN_TYPES.flatMap(({ folder }) => filesUnder(join(ROOT, "content", folder, FIRST_LANGUAGE)));
  const yaml = FILE_TYPES.length + YAML_FOLDER_TYPES.flatMap(({ folder }) => filesUnder(join(ROOT, "content", folder))).length;
  expect(content.length).toBe(yaml + markdown.length);
});

/** Every text of the content that is the same in every language (a name, an address, a form's number), by its declaration. */
function untranslatedTexts(fields: Fields, value: unknown): string[] {
  if (!isYamlMap(value)) return [];
  return Object.entries(fields).flatMap(([name, field]) => {
    const own = value[name];
    if (field.kind === "group") return untranslatedTexts(field.fields, own);
    if (field.kind === "entryList") return Array.isArray(own) ? own.flatMap((entry) => untranslatedTexts(field.entry.fields, entry)) : [];
    if (isTranslated(field)) return [];
    return (Array.isArray(own) ? own : [own]).filter((text): text is string => typeof text === "string");
  });
}

const readYaml = (path: string) => load(readFileSync(path, "utf8"), { schema: JSON_SCHEMA }) as Record<string, unknown>;
const frontMatterOf = (path: string) => load(/^---\n([\s\S]*?)\n---\n/.exec(readFileSync(path, "utf8"))?.[1] ?? "", { schema: JSON_SCHEMA });
/** What a page in any language may show in the first language's letters: the content's untranslated texts, the languages' names. */
const SAME_IN_EVERY_LANGUAGE = [
  ...FILE_TYPES.flatMap((type) => untranslatedTexts(type.fields, readYaml(join(PROJECT, "content", type.path))[FIRST_LANGUAGE])),
  ...YAML_FOLDER_TYPES.flatMap((type) =>
    filesUnder(join(PROJECT, "content", type.folder)).flatMap((file) => untranslatedTexts(type.fields, readYaml(file)[FIRST_LANGUAGE])),
  ),
  ...MARKDOWN_TYPES.flatMap((type) =>
    filesUnder(join(PROJECT, "content", type.folder, FIRST_LANGUAGE)).flatMap((file) => untranslatedTexts(type.fields, frontMatterOf(file))),
  ),
  ...[...LANGUAGE_LIST, PSEUDO_LANGUAGE_ENTRY].flatMap(({ nativeName, shortName }) => [nativeName, shortName]),
]
  .map((text) => text.trim())
  .filter((text) => /[A-Za-z]/.test(text))
  .sort((a, b) => b.length - a.length);
const ALLOWED_WORDS = new Set(SAME_IN_EVERY_LANGUAGE.flatMap((text) => text.match(/[A-Za-z]+/g) ?? []));

/** The words of `text` in the first language's letters that no untranslated text holds: English that leaked. */
function leakedWords(text: string): string[] {
  const rest = SAME_IN_EVERY_LANGUAGE.reduce((left, same) => left.split(same).join(" "), text);
  return (rest.match(/[A-Za-z]+/g) ?? []).filter((word) => !ALLOWED_WORDS.has(word));
}

const article = filesUnder(join(PROJECT, "content", "blog", FIRST_LANGUAGE)).map((file) => /([^/]+)\.md$/.exec(file)![1])[0];
const TEMPLATES = [...ROUTES.map((route) => route.path), ...(article ? [`/blog/${article}/`] : [])].map((path) => `${PREFIX}${path}`);

test.describe("every template in the pseudo-language", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const route of TEMPLATES) {
    test(`${route}: no English, nothing wider than a phone, no axe violation`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator("html")).toHaveAttribute("lang", PSEUDO_LANGUAGE);
      const texts = await page.evaluate((lang) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node instanceof Element ? node : node.parentElement;
          // Another language's words, marked as such (the language switch's names), and what is no text.
          if (!element || element.closest("script, style, noscript") || element.closest("[lang]")?.getAttribute("lang") !== lang) continue;
          if (node instanceof Element) {
            for (const name of ["aria-label", "alt", "placeholder", "title"]) {
              const value = node.getAttribute(name);
              if (value?.trim()) found.push(value.trim());
            }
          } else if (node.textContent?.trim()) found.push(node.textContent.trim());
        }
        return found;
      }, PSEUDO_LANGUAGE);
      expect(texts.length, "texts on the page").toBeGreaterThan(10);
      expect(
        texts.flatMap((text) => leakedWords(text).map((word) => `${word} in "${text}"`)),
        "English on the page",
      ).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, "px wider than the phone").toBeLessThanOrEqual(0);
      await expectNoViolations(page);
    });
  }

  test.describe("the missing page", () => {
    test.use({ expectedConsoleErrors: NOT_FOUND_ERROR });
    test("answers in the pseudo-language under its prefix", async ({ page }) => {
      await page.goto(`${PREFIX}${MISSING_PAGE}`);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/[A-Za-z]{3}/);
      await expectNoViolations(page);
    });
  });
});
