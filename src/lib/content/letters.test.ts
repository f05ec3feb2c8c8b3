import { afterEach, describe, expect, it } from "vitest";
import { dueRuleOf } from "../letters/rules";
import { expectOneProblem, problemsAfter, removeTemporaryFolders } from "../../node/content/testContent";

const LETTERS = "letters/letters.yaml";
const file = `content/${LETTERS}`;
const NOTICE = 'letter "A notice of the tests"';
const LETTER = 'letter "A letter of the tests"';

afterEach(removeTemporaryFolders);

describe("the content check of the letters", () => {
  // Every page the letters content cites is the IRS's or New York's own: a letter's page and sources, and the sources of
  // the page's general answers, in English and in Spanish.
  it.each([
    {
      what: "a letter's official page",
      from: "officialPage: https://www.irs.gov/individuals/understanding-your-irs-notice-or-letter",
      to: "officialPage: https://www.irs.gov.example.com/cp9001",
      entry: NOTICE,
      field: "officialPage",
    },
    {
      what: "a letter's source",
      from: "url: https://www.tax.ny.gov/pit/letters/",
      to: "url: https://www.example.com/letters/",
      entry: `source "Respond to a letter requesting additional information" (${LETTER})`,
      field: "url",
    },
    {
      what: "a source of the scam check",
      from: "url: https://www.tax.ny.gov/help/tech/email-phishing.htm",
      to: "url: https://www.tax.ny.gov.example.com/help/tech/email-phishing.htm",
      entry: 'source "How the tests know a letter is real"',
      field: "url",
    },
    {
      what: "a general answer's Spanish page",
      from: "urlEs: https://www.irs.gov/es/individuals/understanding-your-irs-notice-or-letter",
      to: "urlEs: https://www.example.com/es/notices",
      entry: 'source "What the tests say of any notice"',
      field: "urlEs",
    },
  ])("refuses $what off irs.gov and tax.ny.gov", ({ from, to, entry, field }) => {
    const problems = problemsAfter(LETTERS, from, to);
    expectOneProblem(problems, { file, entry, field }, "is not a page of irs.gov or tax.ny.gov");
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
