import { afterEach, describe, expect, it } from "vitest";
import { dueRuleOf } from "../letters/rules";
import { expectOneProblem, problemsAfter, removeTemporaryFolders } from "../../node/content/testContent";

const LETTERS = "letters/letters.yaml";
const file = `content/${LETTERS}`;
const NOTICE = 'letter "A notice of the tests"';
const LETTER = 'letter "A letter of the tests"';

afterEach(removeTemporaryFolders);

describe("the content check of the letters", () => {
  it("refuses an official page off irs.gov and tax.ny.gov", () => {
    const problems = problemsAfter(
      LETTERS,
      "officialPage: https://www.irs.gov/individuals/understanding-your-irs-notice-or-letter",
      "officialPage: https://www.irs.gov.example.com/cp9001",
    );
    expectOneProblem(problems, { file, entry: NOTICE, field: "officialPage" }, "is not a page of irs.gov or tax.ny.gov");
  });

  it("refuses a source off irs.gov and tax.ny.gov", () => {
    const problems = problemsAfter(LETTERS, "url: https://www.tax.ny.gov/pit/letters/", "url: https://www.example.com/letters/");
    const source = `source "Respond to a letter requesting additional information" (${LETTER})`;
    expectOneProblem(problems, { file, entry: source, field: "url" }, "is not a page of irs.gov or tax.ny.gov");
  });

  it("refuses a source of the scam check off irs.gov and tax.ny.gov", () => {
    const problems = problemsAfter(
      LETTERS,
      "url: https://www.tax.ny.gov/help/tech/email-phishing.htm",
      "url: https://www.tax.ny.gov.example.com/help/tech/email-phishing.htm",
    );
    expectOneProblem(
      problems,
      { file, entry: 'source "How the tests know a letter is real"', field: "url" },
      "is not a page of irs.gov or tax.ny.gov",
    );
  });

  it("refuses a Spanish page of an unknown letter's source off irs.gov and tax.ny.gov", () => {
    const problems = problemsAfter(
      LETTERS,
      "urlEs: https://www.irs.gov/es/individuals/understanding-your-irs-notice-or-letter",
      "urlEs: https://www.example.com/es/notices",
    );
    expectOneProblem(
      problems,
      { file, entry: 'source "What the tests say of any notice"', field: "urlEs" },
      "is not a page of irs.gov or tax.ny.gov",
    );
  });

  it("refuses a rule that counts days without a number of days", () => {
    const problems = problemsAfter(LETTERS, "      dueDays: 60\n", "");
    expectOneProblem(problems, { file, entry: NOTICE, field: "dueDays" }, "is required when the letter is due a number of days after its date");
  });

  it("refuses a number of days beside “no fixed date”", () => {
    const problems = problemsAfter(LETTERS, "dueRule: days after the letter's date", "dueRule: no fixed date");
    expectOneProblem(problems, { file, entry: NOTICE, field: "dueDays" }, "remove it, or pick the rule that counts days");
  });

  it("refuses a rule it cannot read", () => {
    const problems = problemsAfter(LETTERS, "dueRule: days after the letter's date", "dueRule: two months");
    expectOneProblem(problems, { file, entry: NOTICE, field: "dueRule" }, "two months");
  });

  it("refuses a service that answers letters which no service of the content is", () => {
    const problems = problemsAfter(LETTERS, "answeredBy: cpa-consultation", "answeredBy: letter-answers");
    expectOneProblem(
      problems,
      { file, field: "answeredBy" },
      'names the service "letter-answers", which is not a service of content/services/services.yaml',
    );
    expect(problems[0].message).toContain('"cpa-consultation"');
  });

  it("refuses one number for two letters, other numbers included", () => {
    const problems = problemsAfter(LETTERS, "        - DTF-9001-O\n", "        - cp9001\n");
    expect(problems.map((problem) => [problem.entry, problem.field])).toEqual([
      [NOTICE, "number"],
      [LETTER, "number"],
    ]);
    expect(problems[0].message).toContain("CP9001 is the number of another letter too");
  });
});

describe("dueRuleOf", () => {
  it("reads each rule the editor can pick", () => {
    expect(dueRuleOf({ dueRule: "days after the letter's date", dueDays: 60, nextBusinessDay: null })).toEqual({
      kind: "daysAfterLetter",
      days: 60,
      nextBusinessDay: false,
    });
    expect(dueRuleOf({ dueRule: "the date printed on the letter", dueDays: 90, nextBusinessDay: true })).toEqual({
      kind: "printedOnLetter",
      days: 90,
      nextBusinessDay: true,
    });
    expect(dueRuleOf({ dueRule: "no fixed date", dueDays: null, nextBusinessDay: null })).toEqual({ kind: "noFixedDate" });
  });
});
