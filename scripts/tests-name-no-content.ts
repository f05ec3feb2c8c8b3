// Fails when a test names a value an editor can change: a text, price, phone number, e-mail or address of content/,
// written in a test as today's value instead of read from the content (e2e/content.ts) or from the tests' own
// fixture (src/lib/content/fixtures/). Then an editor's change could turn CI red, and nothing would be published.
// Tax-year figures are left out: they are the IRS's, checked against the IRS's own scenarios.
// Usage: tsx scripts/tests-name-no-content.ts [content folder]
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { JSON_SCHEMA, load } from "js-yaml";
import type { Field, Fields } from "../src/lib/content/declare";
import { FILE_TYPES } from "../src/lib/content/types";

const root = join(__dirname, "..");
const contentFolder = process.argv[2] ?? join(root, "content");

/** Where tests and what they run live; fixture content is the tests' own. */
const TEST_PLACES = ["e2e", "e2e-cms", "e2e-engines", "src"];
const isTestFile = (path: string) => !path.includes("/fixtures/") && (/\.test\.tsx?$/.test(path) || /^(e2e|e2e-cms|e2e-engines)\//.test(path));

/**
 * Values too plain to tell: keys and choices, a page's address (the code's, not the editors'), dates, one word
 * without a figure ("Monday", "Individual"), which the interface may say too, and an IRS form's name ("Form 1040"),
 * which is the IRS's. A price, a phone number, a title or a sentence is never plain.
 */
const isPlain = (value: string) =>
  value.length < 5 ||
  /^(Forms?|Formularios?) [\w-]+$/.test(value) ||
  /^[a-z0-9-]+$/.test(value) ||
  /^\/[a-z0-9/-]*$/.test(value) ||
  /^\d{4}-\d\d-\d\d$/.test(value) ||
  /^\d\d:\d\d$/.test(value) ||
  /^[\p{L}'-]+$/u.test(value);

function files(path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => (name === "node_modules" ? [] : files(join(path, name))));
}

/** The firm's name is one word, yet never plain: the firm may be renamed. */
const NEVER_PLAIN = ["brand"];

function leaves(value: unknown, found: Set<string>, field = "") {
  if (typeof value === "string") {
    for (const line of value.split("\n")) if (NEVER_PLAIN.includes(field) || !isPlain(line.trim())) found.add(line.trim());
  } else if (Array.isArray(value)) value.forEach((item) => leaves(item, found));
  else if (value && typeof value === "object") Object.entries(value).forEach(([key, item]) => leaves(item, found, key));
}

function contentValues(folder: string): Set<string> {
  const found = new Set<string>();
  for (const path of files(relative(root, folder))) {
    if (path.includes("tax-years")) continue;
    const text = readFileSync(join(root, path), "utf8");
    if (path.endsWith(".yaml")) leaves(load(text, { schema: JSON_SCHEMA }), found);
    if (path.endsWith(".md")) leaves(load(text.split(/^---$/m)[1] ?? "", { schema: JSON_SCHEMA }), found);
  }
  return found;
}

/** The string literals of a source file (quotes, template literals' fixed parts, regular expressions' text). */
function literals(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
    const [, double, single, template] = match as (string | undefined)[];
    const text = double ?? single ?? template ?? "";
    found.push(...text.split("${").map((part) => part.replace(/^[^}]*}/, "")));
  }
  return found;
}

/** The interface's own words: what the code writes (src/, not its tests), which a test may name. */
const interfaceWords = new Set(
  files("src")
    .filter((path) => /\.tsx?$/.test(path) && !isTestFile(path))
    .flatMap((path) => literals(readFileSync(join(root, path), "utf8")).map((literal) => literal.trim())),
);

/**
 * A unit test that takes its content as arguments owns it; one that reads the content files must read the fixture
 * content instead, so it is checked like the end-to-end tests (but for a tax year's figures: see above).
 */
const readsContent = (path: string, source: string) =>
  !/\.test\.tsx?$/.test(path) || /(\.\.\/)+content("|\/[\w-]+\/)/.test(source.replace(/^.*readTaxYear\(.*$/gm, ""));

/** The values of the content types' choices ("in person", "Individuals"): the declarations', not the editors'. */
function choiceValues(fields: Fields): string[] {
  return Object.values(fields).flatMap((field: Field) => {
    if (field.kind === "group") return choiceValues(field.fields);
    if (field.kind === "entryList") return choiceValues(field.entry.fields);
    return "oneOf" in field && field.oneOf ? [...field.oneOf] : [];
  });
}
const choiceWords = new Set(FILE_TYPES.flatMap((type) => choiceValues(type.fields)));

const values = [...contentValues(contentFolder)].filter((value) => !interfaceWords.has(value) && !choiceWords.has(value));
const findings: string[] = [];
for (const path of TEST_PLACES.flatMap(files).filter(isTestFile)) {
  if (!/\.(ts|tsx|mjs|js)$/.test(path)) continue;
  const source = readFileSync(join(root, path), "utf8");
  if (!readsContent(path, source)) continue;
  const named = new Set<string>();
  for (const literal of literals(source)) {
    if (interfaceWords.has(literal.trim())) continue;
    for (const value of values) if (literal.includes(value)) named.add(value);
  }
  for (const value of named) findings.push(`${path}: ${JSON.stringify(value)}`);
}

if (findings.length > 0) {
  console.error(
    `These tests name a value of the content, which an editor may change (read it from e2e/content.ts, or use the fixture content in src/lib/content/fixtures/):\n${findings.map((line) => `  ${line}`).join("\n")}`,
  );
  process.exit(1);
}
console.log(`No test names a value of the content (${values.length} values, checked in every test file).`);
