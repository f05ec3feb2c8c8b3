/*
 * The New York estimate as Form IT-201's lines in order, from the federal estimate of the same household, with the
 * 2026 figures of the content; the amounts are worked by hand in stateTax.test.ts, cityTax.test.ts and
 * empireStateChildCredit.test.ts. Every line is in whole dollars: a credit's worksheet is rounded before it is entered
 * on its line, 50 cents and more up (docs/tax-year-2026/new-york-figures.md, "Whole dollars").
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

const newYork = (changes: Partial<Household>, year: NewYorkYear) => {
  const home = household(changes);
  return newYorkEstimate(figures, home, estimate(figures, home), year);
};

describe("the New York estimate, IT-201's lines", () => {
  it("a single New York City resident with $50,000 of wages: the state's and the city's tax, in the form's order", () => {
    const { lines, askUs } = newYork({ filer: person({ wages: 50_000 }) }, { residence: "newYorkCity", childrenUnder4: 0 });
    expect(lines.map(({ line, amount }) => [line, amount])).toEqual([
      ["19", 50_000],
      ["33", 50_000],
      ["34", 8_000],
      ["35", 42_000],
      ["36", 0],
      ["38", 42_000],
      // The tax tables' row $42,000-$42,050, figured on $42,025 (stateTax.test.ts, cityTax.test.ts).
      ["39", 2_104],
      ["40", 0],
      ["44", 2_104],
      ["46", 2_104],
      ["47", 42_000],
      ["47a", 1_509],
      ["48", 0],
      ["49", 1_509],
      ["58", 1_509],
      ["62", 3_613],
      ["63", 0],
      ["65", 0],
      ["69", 63],
      // $21 + 0.228% × ($42,000 − $12,000) = $89.40, 40 cents dropped.
      ["69a", 89],
      ["70", 0],
    ]);
    expect(askUs).toEqual([]);
  });

  it("outside the city: no city lines; a family's Empire State child credit on line 63", () => {
    const { lines } = newYork(
      { filingStatus: "marriedJointly", filer: person({ wages: 100_000 }), childrenUnder17WithSsn: 2 },
      { residence: "newYorkState", childrenUnder4: 1 },
    );
    expect(lines.map(({ line }) => line)).toEqual(["19", "33", "34", "35", "36", "38", "39", "40", "44", "46", "62", "63", "65"]);
    expect(lines.find(({ key }) => key === "newYorkStateTax")?.amount).toBe(4_093);
    expect(lines.find(({ key }) => key === "empireStateChildCredit")?.amount).toBe(1_500);
  });

  it("a head of household in the city, $20,000 of wages, a child under 4: every credit of phase 1", () => {
    const home = household({ filingStatus: "headOfHousehold", filer: person({ wages: 20_000 }), childrenUnder17WithSsn: 1 });
    const federal = estimate(figures, home);
    // Federal EIC, one child: $20,000 is past the earned income amount and under the phase-out, the maximum $4,427.
    expect(federal.lines.earnedIncomeCredit).toBe(4_427);
    const { lines } = newYorkEstimate(figures, home, federal, { residence: "newYorkCity", childrenUnder4: 1 });
    expect(Object.fromEntries(lines.map(({ line, amount }) => [line, amount]))).toEqual({
      "19": 20_000,
      "33": 20_000,
      "34": 11_200,
      "35": 8_800,
      "36": 1_000,
      "38": 7_800,
      // The table's row $7,800-$7,850, on $7,825: 3.9% = $305.18.
      "39": 305,
      // Table 2: AGI over $7,000 and not over $22,000, $60; over $5,000… not over $20,000, $15 for the one more person.
      "40": 75,
      "44": 230,
      "46": 230,
      "47": 7_800,
      // The city table on $7,825: 3.078% = $240.85.
      "47a": 241,
      // Two people, AGI over $17,500 and not over $20,000: 2 × $15.
      "48": 30,
      "49": 211,
      "58": 211,
      "62": 441,
      "63": 1_000,
      // IT-215: 30% × $4,427 = $1,328.10, $1,328 (line 12), less the $75 of line 40 (line 15): $1,253.
      "65": 1_253,
      "69": 63,
      // 0.171% × $7,800 = $13.338, $13.
      "69a": 13,
      // New York AGI $20,000: 20% less 0.002 points for the $1 above $19,999, 19.998% × $4,427 = $885.31, $885.
      "70": 885,
    });
  });

  it("the totals after refundable credits: New York's below zero when its credits exceed its tax, and the federal beside it", () => {
    const home = household({ filingStatus: "headOfHousehold", filer: person({ wages: 20_000 }), childrenUnder17WithSsn: 1 });
    const federal = estimate(figures, home);
    const { totals } = newYorkEstimate(figures, home, federal, { residence: "newYorkCity", childrenUnder4: 1 });
    // Lines 63, 65, 69, 69a and 70 of the case above, as entered: 1,000 + 1,253 + 63 + 13 + 885 = 3,214; line 62's
    // $441 less $3,214 is −$2,773.
    const federalNet = federal.lines.totalTax - federal.lines.earnedIncomeCredit - federal.lines.additionalChildTaxCredit;
    expect(federalNet).toBeLessThan(0);
    expect(totals).toMatchObject({
      newYorkStateTax: 230,
      newYorkCityTax: 211,
      newYorkTax: 441,
      newYorkRefundableCredits: 3_214,
      newYorkTaxAfterRefundableCredits: -2_773,
      federalTaxAfterRefundableCredits: federalNet,
    });
    expect(totals?.combinedTaxAfterRefundableCredits).toBe(federalNet - 2_773);
  });

  it("the totals outside the city: no city tax; none when New York has no lines", () => {
    const home = household({ filer: person({ wages: 150_000 }) });
    const federal = estimate(figures, home);
    const { totals } = newYorkEstimate(figures, home, federal, { residence: "newYorkState", childrenUnder4: 0 });
    // Line 39 from the supplemental tax's first worksheet, $8,291; no credit.
    expect(totals).toMatchObject({ newYorkStateTax: 8_291, newYorkCityTax: 0, newYorkTax: 8_291, newYorkTaxAfterRefundableCredits: 8_291 });
    expect(totals?.combinedTaxAfterRefundableCredits).toBe(federal.lines.totalTax + 8_291);
    expect(newYorkEstimate(figures, home, federal, { residence: "elsewhere", childrenUnder4: 0 }).totals).toBeUndefined();
  });

  it("married filing separately with a low income: the household credit needs both returns (ask us)", () => {
    const { lines, askUs } = newYork(
      { filingStatus: "marriedSeparately", filer: person({ wages: 20_000 }) },
      { residence: "newYorkState", childrenUnder4: 0 },
    );
    expect(lines.find(({ key }) => key === "householdCredit")?.amount).toBe(0);
    expect(askUs).toEqual(["householdCreditMarriedSeparately"]);
  });

  it("self-employment: New York AGI is the federal AGI, after half the self-employment tax", () => {
    const profit = 40_000;
    const home = household({ filer: person({ selfEmploymentProfit: profit }) });
    const federal = estimate(figures, home);
    const { lines } = newYorkEstimate(figures, home, federal, { residence: "newYorkState", childrenUnder4: 0 });
    expect(federal.lines.adjustedGrossIncome).toBeLessThan(profit);
    expect(lines.find(({ key }) => key === "newYorkAdjustedGrossIncome")?.amount).toBe(federal.lines.adjustedGrossIncome);
  });

  it("New York AGI above the supplemental tax's threshold: line 39 from the tax computation worksheet", () => {
    const { lines, askUs } = newYork({ filer: person({ wages: 150_000 }) }, { residence: "newYorkState", childrenUnder4: 0 });
    // Taxable income $142,000. Line 3: 5.9% = 8,378; line 4: 4,190.10 + 5.9% × 61,350 = 7,809.75; line 5: 568.25;
    // line 7: 42,350 / 50,000 = 0.847; line 9: 7,809.75 + 481.30775 = 8,291.06, $8,291 (supplementalTax.test.ts).
    expect(lines.find(({ key }) => key === "newYorkStateTax")?.amount).toBe(8_291);
    expect(askUs).toEqual([]);
  });

  it("part-year residents, Yonkers, New York itemized deductions and children without an SSN: ask us", () => {
    const { askUs } = newYork(
      { childrenUnder17WithoutSsn: 1 },
      { residence: "newYorkState", childrenUnder4: 0, partYearResident: true, livedInYonkers: true, itemizesForNewYork: true },
    );
    expect(askUs).toEqual(["partYearResident", "yonkers", "newYorkItemizedDeductions", "empireStateChildCredit"]);
  });

  it("self-employment in the city: the MCTMT, not yet figured (ask us); outside the city none", () => {
    const selfEmployed = { filer: person({ selfEmploymentProfit: 30_000 }) };
    expect(newYork(selfEmployed, { residence: "newYorkCity", childrenUnder4: 0 }).askUs).toEqual(["metropolitanCommuterTransportationMobilityTax"]);
    expect(newYork(selfEmployed, { residence: "newYorkState", childrenUnder4: 0 }).askUs).toEqual([]);
  });

  it("living elsewhere: no New York lines", () => {
    expect(newYork({ filer: person({ wages: 50_000 }) }, { residence: "elsewhere", childrenUnder4: 0 })).toEqual({ lines: [], askUs: [] });
  });
});
