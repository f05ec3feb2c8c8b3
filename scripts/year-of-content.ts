// Writes "a year of content": a copy of the content with what the firm's editors publish in a year added to it, an
// article a week (ARTICLES), a third of them in Spanish too (TRANSLATED) and new FAQ questions in both languages
// (QUESTIONS), all made from the tests' fixture content. A site built from it shows, in CI, a limit that a year of
// publishing would reach (pages, build time, the host's rules) before the editors reach it. Each name, title,
// description, key and question it writes is one the content does not hold yet, so no editor's writing stops it.
// Usage: tsx scripts/year-of-content.ts <folder to write> [content folder to start from, content/ by default]
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { JSON_SCHEMA, dump, load, type DumpOptions } from "js-yaml";
import { splitArticle } from "../src/lib/content/markdown";
import { SUMMARY_LENGTH } from "../src/lib/content/types/common";
import type { YamlMap } from "../src/lib/content/yaml";
import { fresh } from "./fresh";

/** An article a week for a year. */
export const ARTICLES = 52;
/** About a third, as today's articles are translated. */
export const TRANSLATED = 17;
/** The questions the FAQ gains in a year. */
export const QUESTIONS = 30;

export const FIXTURE_CONTENT = fileURLToPath(new URL("../src/lib/content/fixtures/content", import.meta.url));

interface Article {
  frontMatter: YamlMap;
  body: string;
}
type Question = YamlMap & { id: string; question: string };
interface FaqFile {
  en: { questions: Question[] };
  es: { questions: Question[] };
}

// Dates stay text, as written: a date read as a Date object would be written back as a timestamp.
const readYaml = (path: string): unknown => load(readFileSync(path, "utf8"), { schema: JSON_SCHEMA });
const writeYaml = (value: unknown, options: DumpOptions = {}) => dump(value, { lineWidth: -1, schema: JSON_SCHEMA, ...options });

function readArticle(path: string): Article {
  const parts = splitArticle(readFileSync(path, "utf8"));
  if ("problem" in parts) throw new Error(`${path}: ${parts.problem}`);
  return { frontMatter: load(parts.frontMatter, { schema: JSON_SCHEMA }) as YamlMap, body: parts.body.map(({ text }) => text).join("\n") };
}

// Every value in double quotes, as the articles are written.
const writeArticle = (path: string, { frontMatter, body }: Article) =>
  writeFileSync(path, `---\n${writeYaml(frontMatter, { forceQuotes: true, quotingType: '"' })}---\n${body}`);

const articleNames = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort();

/** `text` after its mark, shortened word by word where the mark would make it longer than a summary may be. */
function marked(mark: string, text: string): string {
  const words = text.split(" ");
  let result = `${mark}: ${text}`;
  while (result.length > SUMMARY_LENGTH.max) {
    words.pop();
    result = `${mark}: ${words.join(" ").replace(/[,;:.]$/, "")}…`;
  }
  return result;
}

/** The values of one kind the content holds (names, titles…), with those the generator has written. */
type Taken = string[];

/** The generator's own value for an entry ("(week 3)"), or a variant where an editor's content has it already; now taken. */
function claim(taken: Taken, wanted: string, variant: (value: string) => string): string {
  const value = fresh(taken, wanted, variant);
  taken.push(value);
  return value;
}

/** The day `days` before `date` (YYYY-MM-DD), counted in UTC so that no time zone moves it. */
function daysBefore(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

/**
 * The week's articles are dated back from the latest article of the content, not from today: the content's own
 * dates keep the output the same on every run, and every date stays one the firm could have reviewed already.
 */
function latestDate(blog: string): string {
  const dates = articleNames(blog).map((name) => String(readArticle(join(blog, name)).frontMatter.date));
  if (dates.length === 0) throw new Error(`${blog} has no article to date the year back from.`);
  return dates.sort().at(-1)!;
}

/** The names, titles and descriptions of every page of the target (articles and notices, in every language). */
function takenByPages(target: string) {
  const taken: Record<"names" | "titles" | "descriptions", Taken> = { names: [], titles: [], descriptions: [] };
  for (const collection of ["blog", "legal"]) {
    for (const language of ["en", "es"]) {
      const folder = join(target, collection, language);
      if (!existsSync(folder)) continue;
      for (const name of articleNames(folder)) {
        const { frontMatter } = readArticle(join(folder, name));
        if (collection === "blog") taken.names.push(name);
        taken.titles.push(String(frontMatter.title));
        taken.descriptions.push(String(frontMatter.description));
      }
    }
  }
  return taken;
}

/** Adds an article a week for the year before the latest one, each from a fixture article in turn; a third in Spanish. */
function addArticles(target: string) {
  const [en, es] = ["en", "es"].map((language) => join(target, "blog", language));
  const [fixtureEn, fixtureEs] = ["en", "es"].map((language) => join(FIXTURE_CONTENT, "blog", language));
  const fixtures = articleNames(fixtureEn);
  const translatable = new Set(articleNames(fixtureEs));
  const latest = latestDate(en);
  const taken = takenByPages(target);
  mkdirSync(es, { recursive: true });
  let translated = 0;
  for (let week = 1; week <= ARTICLES; week++) {
    const source = fixtures[(week - 1) % fixtures.length];
    // The Spanish file has the English one's name, so the name is free in both folders.
    const name = claim(taken.names, source.replace(/\.md$/, `-week-${week}.md`), (file) => file.replace(/\.md$/, "-new.md"));
    const { frontMatter, body } = readArticle(join(fixtureEn, source));
    writeArticle(join(en, name), {
      frontMatter: {
        ...frontMatter,
        title: claim(taken.titles, `${String(frontMatter.title)} (week ${week})`, (title) => `${title} (new)`),
        description: claim(taken.descriptions, marked(`Week ${week}`, String(frontMatter.description)), (text) => marked("New", text)),
        date: daysBefore(latest, 7 * (ARTICLES + 1 - week)),
      },
      body,
    });
    if (translated === TRANSLATED || !translatable.has(source)) continue;
    // A translation's front matter holds only its translated fields; the rest comes from the English.
    const spanish = readArticle(join(fixtureEs, source));
    const { title, description } = spanish.frontMatter;
    const translatedFields = {
      title: claim(taken.titles, `${String(title)} (semana ${week})`, (text) => `${text} (nuevo)`),
      description: claim(taken.descriptions, marked(`Semana ${week}`, String(description)), (text) => marked("Nuevo", text)),
    };
    writeArticle(join(es, name), { frontMatter: translatedFields, body: spanish.body });
    translated++;
  }
  if (translated < TRANSLATED) throw new Error(`Only ${translated} of the fixture's articles of the year have a Spanish one to copy.`);
}

/** Adds the questions at the end of the FAQ, each from a fixture question in turn, with its Spanish under the same key. */
function addQuestions(target: string) {
  const path = join(target, "faq", "faq.yaml");
  const faq = readYaml(path) as FaqFile;
  const fixture = readYaml(join(FIXTURE_CONTENT, "faq", "faq.yaml")) as FaqFile;
  const keys = faq.en.questions.map(({ id }) => id);
  const questions = [...faq.en.questions, ...faq.es.questions].map(({ question }) => question);
  for (let number = 1; number <= QUESTIONS; number++) {
    const source = fixture.en.questions[(number - 1) % fixture.en.questions.length];
    const spanish = fixture.es.questions.find(({ id }) => id === source.id)!;
    const id = claim(keys, `${source.id}-year-${number}`, (key) => `${key}-new`);
    const question = claim(questions, `${source.question} (question ${number})`, (text) => `${text} (new)`);
    const pregunta = claim(questions, `${spanish.question} (pregunta ${number})`, (text) => `${text} (nuevo)`);
    faq.en.questions.push({ ...source, id, question });
    faq.es.questions.push({ ...spanish, id, question: pregunta });
  }
  writeFileSync(path, writeYaml(faq));
}

/** Writes into `target` a copy of `source` with a year of articles and questions added. */
export function writeYearOfContent(target: string, source: string) {
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
  addArticles(target);
  addQuestions(target);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [target, source = fileURLToPath(new URL("../content", import.meta.url))] = process.argv.slice(2);
  if (!target) throw new Error("Usage: tsx scripts/year-of-content.ts <folder to write> [content folder]");
  writeYearOfContent(target, source);
}
