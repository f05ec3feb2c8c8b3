/*
 * A year of content, written from the tests' fixture content into a temporary folder: the articles and questions the
 * generator promises, each translation paired as the site pairs them, and nothing the content check refuses.
 */
import { readdirSync, readFileSync } from "node:fs";
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
