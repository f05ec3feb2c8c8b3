// The names check (npm run test:names) on content and tests of its own: a title or label is the editors' whatever its
// length, and what the code owns (keys, choices, its own words) a test may write.
import { describe, expect, it } from "vitest";
import { namedContent } from "./namedContent";

const content = new Map([
  [
    "services/services.yaml",
    `en:
  services:
    - id: ledgers
      title: Ledgers
      summary: Books kept every month.
      description: We keep your books and send you a report each month.
      features: [Monthly report]
      accent: teal
      icon: bookkeeping
es:
  services:
    - id: ledgers
      title: Libros
`,
  ],
  [
    "navigation/navigation.yaml",
    `en:
  header:
    - id: pay
      label: Pay
      url: /pay
    - id: visit
      label: Visit us
      url: /visit
`,
  ],
]);

/** The site's own words: what src/ writes outside its tests. */
const interfaceSources = [{ path: "src/words/en/menu.ts", text: `export const menu = { visit: "Visit us" };` }];

/** The values a test of the built site (e2e/) with these statements names. */
const named = (...statements: string[]) =>
  namedContent(content, [{ path: "e2e/example.spec.ts", text: statements.join("\n") }], interfaceSources).map(({ value }) => value);

describe("the names check", () => {
  it("catches a one-word title, in either language", () => {
    expect(named(`await field(page, "Service").selectOption("Ledgers");`)).toEqual(["Ledgers"]);
    expect(named(`await expect(heading).toHaveText("Libros");`)).toEqual(["Libros"]);
  });

  it("catches a label of three letters", () => {
    expect(named(`await page.getByRole("link", { name: "Pay" }).click();`)).toEqual(["Pay"]);
  });

  it("catches a title as a whole word of a longer text, or of a regular expression", () => {
    expect(named("getByRole('link', { name: `Inquire about Ledgers` });")).toEqual(["Ledgers"]);
    expect(named(`await expect(page).toHaveTitle(/Ledgers \\| Services/);`)).toEqual(["Ledgers"]);
  });

  it("does not flag a key or a choice value", () => {
    expect(named(`await page.goto("/contact?service=ledgers");`, `expect(card).toHaveClass("teal");`, `const icon = "bookkeeping";`)).toEqual([]);
  });

  it("does not flag the word inside another word, nor a sentence's first word", () => {
    expect(named(`const name = "Payroll";`, `const text = "Pay-as-you-go";`, `const hint = "Pay what you owe by April.";`)).toEqual([]);
  });

  it("does not flag a test's title, a comment, or the site's own words", () => {
    expect(named(`test("Ledgers shows its features", () => {});`, `// the Pay link`, `getByRole("link", { name: "Visit us" });`)).toEqual([]);
    expect(named("test(`(${language}) Ledgers, then ${other} Ledgers, then Ledgers`, () => {});")).toEqual([]);
  });

  it("leaves a unit test that takes its content as arguments to itself", () => {
    const test = { path: "src/lib/example.test.ts", text: `expect(title("Ledgers")).toBe("Ledgers");` };
    expect(namedContent(content, [test], interfaceSources)).toEqual([]);
  });
});
