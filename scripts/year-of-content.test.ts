/*
 * A year of content, written from the tests' fixture content into a temporary folder: the articles and questions the
 * generator promises, each translation paired as the site pairs them, and nothing the content check refuses.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { check, removeTemporaryFolders, temporaryFolder } from "../src/node/content/testContent";
import { ARTICLES, FIXTURE_CONTENT, QUESTIONS, TRANSLATED, writeYearOfContent } from "./year-of-content";

interface FaqFile {
  en: { questions: { id: string }[] };
  es: { questions: { id: string }[] };
}

const articlesIn = (folder: string, language: string) => new Set(readdirSync(join(folder, "blog", language)));
const keysOf = (questions: { id: string }[]) => new Set(questions.map(({ id }) => id));
const faqIn = (folder: string) => load(readFileSync(join(folder, "faq", "faq.yaml"), "utf8")) as FaqFile;

describe("a year of content", () => {
  let folder: string;
  beforeAll(() => {
    folder = temporaryFolder();
    writeYearOfContent(folder, FIXTURE_CONTENT);
  });
  afterAll(removeTemporaryFolders);

  it("adds an article a week, a third of them with a Spanish file of the same name", () => {
    const [english, spanish] = ["en", "es"].map((language) => articlesIn(folder, language));
    const [fixtureEnglish, fixtureSpanish] = ["en", "es"].map((language) => articlesIn(FIXTURE_CONTENT, language));
    const added = [...english].filter((name) => !fixtureEnglish.has(name));
    expect(added).toHaveLength(ARTICLES);
    expect(added.filter((name) => spanish.has(name))).toHaveLength(TRANSLATED);
    expect([...spanish].filter((name) => !fixtureSpanish.has(name))).toHaveLength(TRANSLATED);
  });

  it("adds questions, each with its Spanish under the same key", () => {
    const fixtureKeys = keysOf(faqIn(FIXTURE_CONTENT).en.questions);
    const { en, es } = faqIn(folder);
    const added = [...keysOf(en.questions)].filter((id) => !fixtureKeys.has(id));
    expect(added).toHaveLength(QUESTIONS);
    expect(added.filter((id) => keysOf(es.questions).has(id))).toEqual(added);
  });

  // check() runs checkContent on the folder as the build reads it, on a day of its own (the deadlines' horizon).
  it("passes the content check", () => expect(check(folder)).toEqual([]));
});

describe("a year of content, on content that already holds what the generator would write", () => {
  let source: string;
  let folder: string;
  beforeAll(() => {
    // An editor's article named, titled and described as the generator names its first, and a question keyed and
    // asked as its first.
    source = temporaryFolder();
    cpSync(FIXTURE_CONTENT, source, { recursive: true });
    const first = [...articlesIn(FIXTURE_CONTENT, "en")].sort()[0];
    const text = readFileSync(join(source, "blog", "en", first), "utf8")
      .replace(/^title: "(.*)"$/m, 'title: "$1 (week 1)"')
      .replace(/^description: "(.*)"$/m, (_, description: string) => `description: "Week 1: ${description.slice(0, 100)}"`);
    writeFileSync(join(source, "blog", "en", first.replace(/\.md$/, "-week-1.md")), text);
    const faq = join(source, "faq", "faq.yaml");
    const [question] = faqIn(source).en.questions as { id: string; question?: string }[];
    writeFileSync(
      faq,
      readFileSync(faq, "utf8")
        .replaceAll(`id: ${question.id}\n`, `id: ${question.id}-year-1\n`)
        .replace(question.question!, `${question.question!} (question 1)`),
    );
    expect(check(source), "the editor's content passes the check").toEqual([]);
    folder = temporaryFolder();
    writeYearOfContent(folder, source);
  });
  afterAll(removeTemporaryFolders);

  it("still adds an article a week and every question, and passes the content check", () => {
    const added = [...articlesIn(folder, "en")].filter((name) => !articlesIn(source, "en").has(name));
    expect(added).toHaveLength(ARTICLES);
    const sourceKeys = keysOf(faqIn(source).en.questions);
    expect([...keysOf(faqIn(folder).en.questions)].filter((id) => !sourceKeys.has(id))).toHaveLength(QUESTIONS);
    expect(check(folder)).toEqual([]);
  });
});
