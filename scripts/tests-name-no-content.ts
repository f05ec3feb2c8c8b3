// Fails when a test names a value an editor can change: a title, a label, a price, a phone number, a sentence of
// content/, written in a test as today's value instead of read from the content (e2e/content.ts) or from the tests'
// own fixture (src/lib/content/fixtures/). Then an editor's change could turn CI red, and nothing would be published.
// What counts as the editors' is scripts/namedContent.ts's to say.
// Usage: tsx scripts/tests-name-no-content.ts [content folder]
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { readContentFolder } from "../src/node/content/contentFolder";
import { editorValues, namedContent, type Source } from "./namedContent";

const root = join(__dirname, "..");
const content = readContentFolder(process.argv[2] ?? join(root, "content"));

/** Where tests and what they run live; fixture content is the tests' own. */
const TEST_PLACES = ["e2e", "src", "scripts"];
const isTestFile = (path: string) => !path.includes("/fixtures/") && (/\.test\.tsx?$/.test(path) || path.startsWith("e2e/"));

function files(path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => (name === "node_modules" ? [] : files(join(path, name))));
}

const sources = (paths: string[]): Source[] => paths.map((path) => ({ path, text: readFileSync(join(root, path), "utf8") }));

const tests = sources(TEST_PLACES.flatMap(files).filter((path) => isTestFile(path) && /\.(ts|tsx|mjs|js)$/.test(path)));
const interfaceSources = sources(files("src").filter((path) => /\.tsx?$/.test(path) && !isTestFile(path)));

const findings = namedContent(content, tests, interfaceSources);
if (findings.length > 0) {
  console.error(
    `These tests name a value of the content, which an editor may change (read it from e2e/content.ts, or use the fixture content in src/lib/content/fixtures/):\n${findings.map(({ path, value }) => `  ${path}: ${JSON.stringify(value)}`).join("\n")}`,
  );
  process.exit(1);
}
console.log(`No test names a value of the content (${editorValues(content).size} values, checked in ${tests.length} test files).`);
