import { afterEach, describe, expect, it } from "vitest";
import { expectOneProblem, problemsAfter, removeTemporaryFolders } from "../../node/content/testContent";

afterEach(removeTemporaryFolders);

const FILE = "content/tax-years/2026.yaml";
const at = (text: string, replacement: string) => problemsAfter("tax-years/2026.yaml", text, replacement);

describe("the content check of a tax year's figures", () => {
  it("refuses brackets that do not rise, naming the file, the bracket, its filing status and the field", () => {
    expectOneProblem(
      at("      - { over: 50400, rate: 0.22 }", "      - { over: 10000, rate: 0.22 }"),
      { file: FILE, entry: "bracket 3 of Single (brackets.single)", field: "over" },
      "must be more than",
    );
  });

  it("refuses a rate that does not rise with its bracket", () => {
    expectOneProblem(
      at("      - { over: 12400, rate: 0.12 }", "      - { over: 12400, rate: 0.09 }"),
      { file: FILE, entry: "bracket 2 of Single (brackets.single)", field: "rate" },
      "must be more than",
    );
  });

  it("refuses a rate written as a percentage", () => {
    const problems = at("    phaseDownRate: 0.30", "    phaseDownRate: 30");
    expectOneProblem(problems, { file: FILE, field: "stateAndLocalTaxes.phaseDownRate" }, "must be between 0 and 1");
  });

  it("refuses a negative amount", () => {
    expectOneProblem(at("    perChild: 2200", "    perChild: -2200"), { file: FILE, field: "childTaxCredit.perChild" }, "must be at least 0");
  });

  it("refuses a file whose year is not its name", () => {
    expectOneProblem(at("  year: 2026", "  year: 2027"), { file: FILE, field: "year" }, "must match the file's name");
  });

  it("refuses a New York State bracket that does not rise, naming its filing status", () => {
    expectOneProblem(
      at("        - { over: 8500, rate: 0.044 }", "        - { over: 8500, rate: 0.039 }"),
      { file: FILE, entry: "bracket 2 of Single (newYorkState.brackets.single)", field: "rate" },
      "must be more than",
    );
  });

  it("refuses a New York City rate written as a percentage", () => {
    const problems = at("        - { over: 12000, rate: 0.03762 }", "        - { over: 12000, rate: 3.762 }");
    expect(problems.some((problem) => problem.file === FILE && problem.message.includes("must be between 0 and 1"))).toBe(true);
  });

  it("refuses a negative Empire State child credit", () => {
    expectOneProblem(
      at("    underFour: 1000", "    underFour: -1000"),
      { file: FILE, field: "empireStateChildCredit.underFour" },
      "must be at least 0",
    );
  });

  it("refuses a household credit table whose limits do not rise", () => {
    const problems = at("      - { notOver: 6000, amount: 60 }", "      - { notOver: 4000, amount: 60 }");
    expectOneProblem(
      problems,
      { file: FILE, entry: "row 2 of Single filers (newYorkHouseholdCredit.single)", field: "notOver" },
      "must be more than",
    );
  });

  it("accepts the figures as published", () => {
    expect(at("  year: 2026", "  year: 2026").filter((problem) => problem.file === FILE)).toEqual([]);
  });
});
