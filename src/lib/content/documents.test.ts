import { afterEach, describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isWarning } from "./check";
import { check, contentCopy, expectOneProblem, problemsAfter, removeTemporaryFolders } from "../../node/content/testContent";

const DOCUMENTS = "documents/documents.yaml";
const FILE = `content/${DOCUMENTS}`;
const W2_SOURCE = "url: https://www.irs.gov/taxtopics/tc752";

afterEach(removeTemporaryFolders);

describe("the documents to bring", () => {
  it("accepts the fixture's documents", () => {
    expect(check(contentCopy()).filter((problem) => problem.file === FILE)).toEqual([]);
  });

  it.each([
    ["another site", "url: https://www.example.com/w-2", "is not a page of irs.gov, tax.ny.gov, ssa.gov or healthcare.gov"],
    ["a look-alike of the IRS's host", "url: https://irs.gov.example.com/w-2", "is not a page of irs.gov"],
    ["a page that is not https", "url: http://www.irs.gov/taxtopics/tc752", "is not a page of irs.gov"],
  ])("refuses a source on %s, naming the document and the field", (_, source, phrase) => {
    const problems = problemsAfter(DOCUMENTS, W2_SOURCE, source).filter((problem) => problem.file === FILE);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.some((problem) => problem.entry?.includes("(document 2)") && problem.field === "url" && problem.message.includes(phrase))).toBe(
      true,
    );
  });

  it.each([
    "https://www.ssa.gov/manage-your-account/tax-form",
    "https://www.healthcare.gov/tax-form-1095/",
    "https://www.tax.ny.gov/pit/file/1099g.htm",
  ])("accepts a source of another agency: %s", (url) => {
    expect(problemsAfter(DOCUMENTS, W2_SOURCE, `url: ${url}`).filter((problem) => problem.file === FILE)).toEqual([]);
  });

  it("refuses a document without a source", () => {
    const folder = contentCopy();
    const path = join(folder, DOCUMENTS);
    const text = readFileSync(path, "utf8").replace(
      "      sources:\n        - title: Topic no. 752, Filing Forms W-2 and W-3\n          url: https://www.irs.gov/taxtopics/tc752\n          urlEs: https://www.irs.gov/es/taxtopics/tc752\n",
      "",
    );
    writeFileSync(path, text);
    expectOneProblem(check(folder), { file: FILE, entry: "document 2", field: "sources" }, "is required");
  });

  it("refuses an answer the page does not ask", () => {
    expect(
      problemsAfter(DOCUMENTS, "        - job\n", "        - lottery\n").some((problem) => problem.file === FILE && problem.field === "bringIf"),
    ).toBe(true);
  });

  it("warns, without stopping the build, when the list's tax year is behind the newest tax year's figures", () => {
    const folder = contentCopy();
    const figures = readFileSync(join(folder, "tax-years/2026.yaml"), "utf8").replace(/^ {2}year: 2026$/m, "  year: 2027");
    writeFileSync(join(folder, "tax-years/2027.yaml"), figures);
    const warnings = check(folder).filter((problem) => problem.file === FILE);
    expect(warnings).toHaveLength(1);
    expect(isWarning(warnings[0])).toBe(true);
    expect(warnings[0].field).toBe("taxYear");
    expect(warnings[0].message).toContain("checked for tax year 2026, but the figures of tax year 2027 are in Tax years");
  });
});
