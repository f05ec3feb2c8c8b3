/*
 * Which tests name a value an editor can change: a title, a price, a sentence of content/, written in a test as
 * today's value instead of read from the content (e2e/content.ts) or from the tests' own fixture. The content's
 * declarations (src/lib/content/types/) say which values are the editors': a choice, a key, a page's address, a date
 * or a clock time is the code's or too plain to tell, and a one-line text (a title, a name, a label, a price) is the
 * editors' whatever its length.
 * scripts/tests-name-no-content.ts runs it on the repository.
 */
import { JSON_SCHEMA, load } from "js-yaml";
import ts from "typescript";
import type { ContentFiles } from "../src/lib/content/contentFiles";
import type { Field, Fields } from "../src/lib/content/declare";
import { FILE_TYPES, MARKDOWN_TYPES } from "../src/lib/content/types";

/** A file's path in the repository and its text. */
export interface Source {
  path: string;
  text: string;
}

export interface Finding {
  path: string;
  value: string;
}

/** The formats of text whose values are the code's or too plain to tell: keys, addresses of pages, clock times. */
const CODE_FORMATS = new Set(["key", "link", "time"]);

/** An IRS form's name ("Form 1040-ES") is the IRS's, not the editors'. */
const IRS_FORM = /^(Forms?|Formularios?) [\w-]+$/;

/**
 * A line of a passage too plain to tell from what a test says for other reasons: one word, or a few characters.
 * A passage's lines are sentences; a one-line text (a title, a label) is never plain, since it names something.
 */
const isPlainLine = (line: string) => line.length < 5 || /^[\p{L}'-]+$/u.test(line);

/** What the content holds: the editors' values, and the keys, which other fields may name (a rule's answers, a plan). */
interface Found {
  values: Set<string>;
  keys: Set<string>;
}

/** The editors' values of `data`, as the declared `fields` say: the one-line ones whole, a passage's lines unless plain. */
function declaredValues(fields: Fields, data: unknown, found: Found) {
  if (!data || typeof data !== "object") return;
  for (const [name, field] of Object.entries(fields)) valuesOf(field, (data as Record<string, unknown>)[name], found);
}

function valuesOf(field: Field, value: unknown, found: Found) {
  const add = (text: unknown, oneLine: boolean) => {
    if (typeof text !== "string") return;
    for (const line of text.split("\n").map((part) => part.trim()))
      if (line && !IRS_FORM.test(line) && (oneLine || !isPlainLine(line))) found.values.add(line);
  };
  switch (field.kind) {
    case "text":
      if (field.format === "key" && typeof value === "string") found.keys.add(value);
      else if (!field.oneOf && !CODE_FORMATS.has(field.format ?? "")) add(value, field.widget === "string");
      return;
    case "textList":
      if (!field.oneOf && Array.isArray(value)) for (const item of value) add(item, field.item?.widget === "string");
      return;
    case "group":
      declaredValues(field.fields, value, found);
      return;
    case "entryList":
      if (Array.isArray(value)) for (const entry of value) declaredValues(field.entry.fields, entry, found);
      return;
    default:
  }
}

/**
 * Every value the editors wrote in `content` (both languages) that a test must not name. A tax year's figures are
 * left out: they are the IRS's, checked against the IRS's own scenarios.
 */
export function editorValues(content: ContentFiles): Set<string> {
  const found: Found = { values: new Set(), keys: new Set() };
  for (const type of FILE_TYPES) {
    const text = content.get(type.path);
    if (text === undefined) continue;
    const sides = load(text, { schema: JSON_SCHEMA }) as Record<string, unknown>;
    for (const side of Object.values(sides)) declaredValues(type.fields, side, found);
  }
  for (const type of MARKDOWN_TYPES) {
    for (const [path, text] of content) {
      if (path.startsWith(`${type.folder}/`) && path.endsWith(".md"))
        declaredValues(type.fields, load(text.split(/^---$/m)[1] ?? "", { schema: JSON_SCHEMA }), found);
    }
  }
  return new Set([...found.values].filter((value) => !found.keys.has(value)));
}

/** The choices the declarations offer ("in person", "individuals"): the code's words, not the editors'. */
function choiceValues(fields: Fields): string[] {
  return Object.values(fields).flatMap((field: Field) => {
    if (field.kind === "group") return choiceValues(field.fields);
    if (field.kind === "entryList") return choiceValues(field.entry.fields);
    return "oneOf" in field && field.oneOf ? [...field.oneOf] : [];
  });
}
const CHOICES = new Set([...FILE_TYPES, ...MARKDOWN_TYPES].flatMap((type) => choiceValues(type.fields)));

/** The calls whose first argument is a test's own title, which no edit can turn red: test("…"), describe("…"), test.step("…"). */
const TITLED_CALLS = /^(test|it|describe)(\.(describe|step|only|skip|fixme|fail|serial|parallel))*$/;

function isTestTitle(node: ts.Node): boolean {
  // A template literal's parts sit in the template (its head) or in a span of it (its middles and tail).
  const title = ts.isTemplateHead(node) ? node.parent : ts.isTemplateMiddle(node) || ts.isTemplateTail(node) ? node.parent.parent : node;
  const { parent } = title;
  return ts.isCallExpression(parent) && parent.arguments[0] === title && TITLED_CALLS.test(parent.expression.getText());
}

/** A regular expression's text as the text it matches, where it is a plain one: /\(800\) 555/ → "(800) 555". */
const regExpText = (literal: string) => literal.slice(1, literal.lastIndexOf("/")).replace(/\\([^\w])/g, "$1");

/**
 * The texts a source file writes: its strings, the fixed parts of its template literals, its regular expressions;
 * not the titles of its tests. Comments are not literals.
 */
function literals(source: Source, { titles = true } = {}): string[] {
  const file = ts.createSourceFile(source.path, source.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      if (titles || !isTestTitle(node)) found.push(node.text);
    } else if (ts.isRegularExpressionLiteral(node)) found.push(regExpText(node.text));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A letter, digit or hyphen: "US" is no word of "en-US", nor "Bookkeeping" of "bookkeeping-plus". */
const WORD_PART = /[\p{L}\p{N}-]/u;

/** One word with a capital: at the start of a sentence any word has one, so there it names nothing ("Login with GitHub"). */
const ONE_CAPITALISED_WORD = /^\p{Lu}[\p{L}'-]*$/u;

/** Whether `literal` is `value`, or holds it as a whole word or phrase (a one-word value not as a sentence's first word). */
function names(literal: string, value: string): boolean {
  for (let at = literal.indexOf(value); at >= 0; at = literal.indexOf(value, at + 1)) {
    const before = literal.slice(0, at);
    const after = literal.slice(at + value.length);
    if (WORD_PART.test(before.slice(-1)) || WORD_PART.test(after.charAt(0))) continue;
    const opensSentence = /(^|[.!?¿¡]\s+)$/.test(before) && /^\s+\p{Ll}/u.test(after);
    if (!(opensSentence && ONE_CAPITALISED_WORD.test(value))) return true;
  }
  return false;
}

/**
 * A unit test that takes its content as arguments owns it; one that reads the content files must read the fixture
 * content instead, so it is checked like the end-to-end tests (but for a tax year's figures, which are the IRS's).
 */
const readsContent = ({ path, text }: Source) =>
  !/\.test\.tsx?$/.test(path) || /(\.\.\/)+content("|\/[\w-]+\/)/.test(text.replace(/^.*readTaxYear\(.*$/gm, ""));

/**
 * The values of `content` that `tests` name. What the code itself writes (`interfaceSources`: src/ but its tests)
 * a test may name, though the content says it too: "Services" is the site's word as well as a menu's label.
 */
export function namedContent(content: ContentFiles, tests: readonly Source[], interfaceSources: readonly Source[]): Finding[] {
  const interfaceWords = new Set(interfaceSources.flatMap((source) => literals(source).map((literal) => literal.trim())));
  const values = [...editorValues(content)].filter((value) => !interfaceWords.has(value) && !CHOICES.has(value));
  return tests.filter(readsContent).flatMap((test) => {
    const named = new Set<string>();
    for (const literal of literals(test, { titles: false })) {
      if (interfaceWords.has(literal.trim())) continue;
      const inLiteral = values.filter((value) => names(literal, value));
      // "Business" in "Business Tax Filings" is the service's title, said once.
      for (const value of inLiteral) if (!inLiteral.some((longer) => longer !== value && names(longer, value))) named.add(value);
    }
    return [...named].map((value) => ({ path: test.path, value }));
  });
}
