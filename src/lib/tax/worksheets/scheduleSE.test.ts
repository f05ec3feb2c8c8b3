/*
 * Self-employment tax and the Additional Medicare Tax, worked by hand for households of our own with the 2026 figures
 * of the content. Schedule SE (Form 1040), https://www.irs.gov/pub/irs-pdf/f1040sse.pdf, one for each spouse with
 * self-employment income: line 3, the profit; line 4a, 92.35% of it (less than $400 at line 4c: no tax); line 6;
 * line 7, the wage base ($184,500); line 8a, the person's Social Security wages; line 9, line 7 less line 8a (zero
 * or less: skip line 10); line 10, 12.4% of the smaller of lines 6 and 9; line 11, 2.9% of line 6; line 12, lines
 * 10 and 11; line 13, half of line 12. Form 8959, https://www.irs.gov/pub/irs-pdf/f8959.pdf: Part I, line 4 the
 * Medicare wages, line 5 the threshold, line 6 the excess, line 7 0.9% of it; Part II, line 8 Schedule SE's line 6,
 * line 9 the threshold, line 10 line 4, line 11 line 9 less line 10 (not below zero), line 12 line 8 less line 11,
 * line 13 0.9% of it; line 18, lines 7 and 13 (and 17) added. Each line is in whole dollars (Form 1040
 * instructions, "Rounding off to whole dollars").
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { estimate } from "../estimate";
import { household, person } from "../fixtures/households";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026);

describe("Schedule SE and Form 8959 on wages and profit together", () => {
  it("single, wages $195,000 and profit $20,000: the wage base used up, the Additional Medicare Tax on the profit", () => {
    // Schedule SE: line 4a, $18,470 (line 6); line 8a, $195,000; line 9, $184,500 − $195,000: zero, no line 10; line
    // 11, 2.9%: $535.63, $536; line 12, $536; line 13, $268.
    // Form 8959: line 6, $195,000 less $200,000: zero, line 7 $0; line 8, $18,470; line 11, $200,000 − $195,000 =
    // $5,000; line 12, $13,470; line 13, 0.9%: $121.23, $121; line 18, $121.
    // Form 1040: AGI $215,000 − $268 = $214,732; taxable income before the business income deduction, $198,632;
    // Form 8995: line 2, $19,732; line 5, $3,946; line 14, $39,726; line 15, $3,946. Taxable income $194,686: Tax
    // Computation Worksheet, 24% less $7,402: $39,322.64, $39,323. Total tax $39,323 + $536 + $121 = $39,980.
    const { lines, askUs } = estimate(figures, household({ filer: person({ wages: 195_000, selfEmploymentProfit: 20_000 }) }));
    expect(lines).toMatchObject({
      selfEmploymentTax: 536,
      adjustmentsToIncome: 268,
      additionalMedicareTax: 121,
      qualifiedBusinessIncomeDeduction: 3_946,
      taxableIncome: 194_686,
      tax: { amount: 39_323, method: "taxComputationWorksheet" },
      totalTax: 39_980,
    });
    expect(askUs).toEqual([]);
  });

  it("a couple, one with wages of $251,050, the other with a profit of $1,137: each Form 8959 tax rounded on its line", () => {
    // The spouse's Schedule SE: line 3, $1,137; line 4a, $1,050.02, $1,050, not less than $400; line 8a, $0; line 9,
    // $184,500; line 10, 12.4% of $1,050: $130.20, $130; line 11, 2.9%: $30.45, $30; line 12, $160; line 13, $80.
    // Form 8959: line 4, $251,050; line 5, $250,000; line 6, $1,050; line 7, $9.45, $9. Line 8, $1,050; line 10,
    // $251,050; line 11, zero; line 12, $1,050; line 13, $9.45, $9. Line 18: $18 (rounded once, $18.90 would be $19).
    // Form 1040: AGI $252,187 − $80 = $252,107; before the business income deduction, $219,907. Form 8995: line 2,
    // $1,057; line 5, $211; line 15, $211; section 199A(i), at least $1,000 of it: $400. Taxable income $219,507: 24%
    // less $14,804, $37,877.68, $37,878. Total tax $37,878 + $160 + $18 = $38,056.
    const couple = household({
      filingStatus: "marriedJointly",
      filer: person({ wages: 251_050 }),
      spouse: person({ selfEmploymentProfit: 1_137 }),
    });
    expect(estimate(figures, couple).lines).toMatchObject({
      selfEmploymentTax: 160,
      adjustmentsToIncome: 80,
      additionalMedicareTax: 18,
      qualifiedBusinessIncomeDeduction: 400,
      taxableIncome: 219_507,
      tax: { amount: 37_878 },
      totalTax: 38_056,
    });
  });
});
