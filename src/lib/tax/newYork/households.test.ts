/*
 * Whole households across filing statuses, city and state, worked by hand line by line with the 2026 figures of the
 * content (the rules as stateTax, cityTax and the credits' tests cite them). The federal earned income credit is the
 * federal estimate's, itself worked in src/lib/tax/worksheets/eicWorksheet.test.ts; its figure is restated here. Each
 * credit's worksheet is rounded to the whole dollar before it is entered on its line (50 cents and more up), as the
 * form is filled in (docs/tax-year-2026/new-york-figures.md, "Whole dollars").
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { estimate } from "../estimate";
import { household, person } from "../fixtures/households";
import type { Household } from "../inputs";
import { newYorkEstimate } from "./newYorkEstimate";
import type { NewYorkYear } from "./residence";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026);

function byLine(changes: Partial<Household>, year: NewYorkYear, federalEarnedIncomeCredit: number) {
  const home = household(changes);
  const federal = estimate(figures, home);
  expect(federal.lines.earnedIncomeCredit).toBe(federalEarnedIncomeCredit);
  const { lines, askUs } = newYorkEstimate(figures, home, federal, year);
  expect(askUs).toEqual([]);
  return Object.fromEntries(lines.map(({ line, amount }) => [line, amount]));
}

describe("New York households, IT-201 line by line", () => {
  it("single in the city, $12,000 of wages: both household credits and both earned income credits", () => {
    // Federal EIC, no child: the table's row 12,000-12,050, $664 less 7.65% of ($12,025 - $10,860), $575.
    expect(byLine({ filer: person({ wages: 12_000 }) }, { residence: "newYorkCity", childrenUnder4: 0 }, 575)).toEqual({
      "19": 12_000,
      "33": 12_000,
      "34": 8_000,
      "35": 4_000,
      "36": 0,
      "38": 4_000,
      // The tax table's row $4,000-$4,050, figured on $4,025: 3.9% = $156.98.
      "39": 157,
      // Table 1: over $7,000 and not over $20,000.
      "40": 45,
      "44": 112,
      "46": 112,
      "47": 4_000,
      // The city table's row, on $4,025: 3.078% = $123.89.
      "47a": 124,
      // Over $10,000 and not over $12,500.
      "48": 10,
      "49": 114,
      "58": 114,
      "62": 226,
      "63": 0,
      // IT-215: 30% of $575 = $172.50, 50 cents up to $173 (line 12), less line 40's $45 (line 15): $128.
      "65": 128,
      "69": 63,
      // 0.171% of $4,000 = $6.84, up to $7.
      "69a": 7,
      // New York AGI $12,000: 25%, not reduced in this band; 25% of $575 = $143.75, up to $144.
      "70": 144,
    });
  });

  it("married filing jointly outside the city, $40,000 of wages, three children of whom two under 4", () => {
    // Federal EIC, three children, joint: $8,231 less 21.06% of ($40,025 - $31,160), $6,364.
    const home = { filingStatus: "marriedJointly" as const, filer: person({ wages: 40_000 }), childrenUnder17WithSsn: 3 };
    expect(byLine(home, { residence: "newYorkState", childrenUnder4: 2 }, 6_364)).toEqual({
      "19": 40_000,
      "33": 40_000,
      "34": 16_050,
      "35": 23_950,
      "36": 3_000,
      "38": 20_950,
      // The table's row $20,950-$21,000, on $20,975: 3.9% of $17,150 (668.85) + 4.4% of $3,825 (168.30) = $837.15.
      "39": 837,
      // AGI over $32,000: no household credit.
      "40": 0,
      "44": 837,
      "46": 837,
      // No city lines: line 62 is line 46.
      "62": 837,
      // 2 × $1,000 + $500, AGI under $110,000.
      "63": 2_500,
      // 30% of $6,364 = $1,909.20, 20 cents dropped; no household credit to take off.
      "65": 1_909,
    });
  });

  it("qualifying surviving spouse in the city, $60,000 of wages, a child of 10", () => {
    // Federal EIC: a surviving spouse uses the unmarried phase-out, which ends at $51,593 for one child: none.
    const home = { filingStatus: "qualifyingSurvivingSpouse" as const, filer: person({ wages: 60_000 }), childrenUnder17WithSsn: 1 };
    expect(byLine(home, { residence: "newYorkCity", childrenUnder4: 0 }, 0)).toEqual({
      "19": 60_000,
      "33": 60_000,
      "34": 16_050,
      "35": 43_950,
      "36": 1_000,
      "38": 42_950,
      // The table on $42,975, joint schedule: 668.85 + 283.80 + 221.45 + 5.4% of $15,075 (814.05) = $1,988.15.
      "39": 1_988,
      "40": 0,
      "44": 1_988,
      "46": 1_988,
      "47": 42_950,
      // The city table on $42,975: 3.078% of $21,600 (664.848) + 3.762% of $21,375 (804.128) = $1,468.98.
      "47a": 1_469,
      "48": 0,
      "49": 1_469,
      "58": 1_469,
      "62": 3_457,
      // $500 for a child of 4 to 16; AGI under the surviving spouse's $75,000.
      "63": 500,
      "65": 0,
      "69": 125,
      // $37 + 0.228% of ($42,950 - $21,600) = $37 + $48.678 = $85.678, up to $86.
      "69a": 86,
      "70": 0,
    });
  });

  it("married filing separately in the city, $70,000 of wages: too much income for the household credits", () => {
    expect(
      byLine({ filingStatus: "marriedSeparately", filer: person({ wages: 70_000 }) }, { residence: "newYorkCity", childrenUnder4: 0 }, 0),
    ).toEqual({
      "19": 70_000,
      "33": 70_000,
      "34": 8_000,
      "35": 62_000,
      "36": 0,
      "38": 62_000,
      // The table on $62,025: 331.50 + 140.80 + 113.30 + 5.4% of $48,125 (2,598.75) = $3,184.35.
      "39": 3_184,
      "40": 0,
      "44": 3_184,
      "46": 3_184,
      "47": 62_000,
      // The city table on $62,025: 369.36 + 489.06 + 954.75 + 3.876% of $12,025 (466.09) = $2,279.26.
      "47a": 2_279,
      "48": 0,
      "49": 2_279,
      "58": 2_279,
      "62": 5_463,
      "63": 0,
      "65": 0,
      "69": 63,
      // $21 + 0.228% of ($62,000 - $12,000) = $135.
      "69a": 135,
      "70": 0,
    });
  });
});
