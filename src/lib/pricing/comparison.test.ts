import { describe, expect, it } from "vitest";
import { cellOf, comparisonProblems, includedItems, type ComparedPlan } from "./comparison";

const rows = [
  { id: "federal", label: "Federal return" },
  { id: "states", label: "State returns" },
  { id: "schedule-c", label: "Self-employment income" },
];
const basic = {
  comparison: [
    { id: "federal", answer: "included" },
    { id: "states", answer: "limit", limit: "One state" },
    { id: "schedule-c", answer: "not included" },
  ],
} satisfies ComparedPlan;

describe("the comparison of plans", () => {
  it("gives each cell: included, not included, or the limit in words", () => {
    expect(rows.map((row) => cellOf(basic, row.id))).toEqual([{ kind: "included" }, { kind: "limit", text: "One state" }, { kind: "not included" }]);
  });

  it("lists on the card what the plan includes, with its limits, in the rows' order", () => {
    expect(includedItems(rows, basic)).toEqual(["Federal return", "State returns: One state"]);
  });

  it("finds no problem when every plan answers every row once", () => {
    expect(comparisonProblems({ comparedRows: rows, plans: [basic] })).toEqual([]);
    expect(comparisonProblems({ plans: [{ title: "ITIN" }] })).toEqual([]);
  });

  it("names the row a plan leaves unanswered, and answers to rows not compared", () => {
    const problems = comparisonProblems({
      comparedRows: rows,
      plans: [{ comparison: [...basic.comparison.slice(0, 2), { id: "payroll", answer: "included" }] }],
    });
    expect(problems).toEqual([
      {
        path: "plans[0].comparison",
        message:
          "does not say whether this plan includes the compared row “Self-employment income” (key schedule-c): add an answer with the key schedule-c saying included, not included or limit.",
      },
      {
        path: "plans[0].comparison[2].id",
        message:
          "is “payroll”, a row this section does not compare (the section compares federal, states, schedule-c): correct the key or remove the answer.",
      },
    ]);
  });
});
