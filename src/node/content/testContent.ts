/*
 * For the tests of the content check: temporary copies of the tests' own content (src/lib/content/fixtures/content/,
 * a copy of content/ as it once was, which editors never touch), edited one way or another on disk as an editor
 * would, read as the build reads them, and checked against the site's routes (src/lib/routes.ts). An editor's change
 * to content/ can then never fail these tests; src/lib/content/realContent.test.ts checks content/ itself.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { checkContent, type ContentProblem } from "../../lib/content/check";
import { siteRoutes } from "../../lib/content/routes";
import { readContentFolder, staticImages } from "./contentFolder";
import { CODE_PAGE_HEADS } from "./codePageHeads";

export const FIXTURE_CONTENT = fileURLToPath(new URL("../../lib/content/fixtures/content", import.meta.url));
/** The tests' own static/ folder: the images their articles may show. */
const STATIC = fileURLToPath(new URL("../../lib/content/fixtures/static", import.meta.url));

const temporaryFolders: string[] = [];

export function temporaryFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "content-check-"));
  temporaryFolders.push(folder);
  return folder;
}

/** For afterEach: removes the folders of the test. */
export function removeTemporaryFolders() {
  for (const folder of temporaryFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** A copy of the fixture content. */
export function contentCopy(): string {
  const folder = temporaryFolder();
  cpSync(FIXTURE_CONTENT, folder, { recursive: true });
  return folder;
}

/** Replaces the first `from` in a content file; fails if the fixture content does not have it. */
export function edit(folder: string, file: string, from: string, to: string) {
  const path = join(folder, file);
  const text = readFileSync(path, "utf8");
  expect(text, `${file} should contain ${JSON.stringify(from)}`).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

/**
 * The day the tests check the content on, whatever day they run: the deadlines reach twelve months past it,
 * so the check's warning that they soon end (deadlineHorizon.ts) waits for the tests that ask for it.
 */
export const TEST_TODAY = "2026-11-23";

export function check(folder: string, today = TEST_TODAY): ContentProblem[] {
  const content = readContentFolder(folder);
  return checkContent(content, { routes: siteRoutes(content), today, images: staticImages(STATIC), codePageHeads: CODE_PAGE_HEADS });
}

/** The problems of the content after one edit. */
export function problemsAfter(file: string, from: string, to: string): ContentProblem[] {
  const folder = contentCopy();
  edit(folder, file, from, to);
  return check(folder);
}

/** There is one problem, at `where` (what it leaves out must be absent), and its message has `phrase`. */
export function expectOneProblem(problems: ContentProblem[], where: Omit<ContentProblem, "message">, phrase: string) {
  expect(problems).toHaveLength(1);
  const [problem] = problems;
  expect({ file: problem.file, line: problem.line, entry: problem.entry, field: problem.field }).toEqual({
    line: undefined,
    entry: undefined,
    field: undefined,
    ...where,
  });
  expect(problem.message).toContain(phrase);
}
