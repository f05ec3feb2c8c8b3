/*
 * Schedule A (Form 1040), itemized deductions, worked by hand for households of our own with the 2026 figures of the
 * content, https://www.irs.gov/instructions/i1040sca: state and local taxes up to the limit of section 164(b)(7) as
 * the content gives it for 2026 ($40,400, less 30% of modified AGI over $505,000, never below $10,000); home
 * mortgage interest; gifts to charity above the floor of section 170(b)(1)(I), added by Public Law 119-21, section
 * 70425: "Any charitable contribution otherwise allowable (without regard to this subparagraph) as a deduction under
 * this section shall be allowed only to the extent that the aggregate of such contributions exceeds 0.5 percent of
 * the taxpayer's contribution base". The floor comes after the limits on gifts (60% of AGI for cash): a household
 * whose gifts themselves pass 60% of AGI has its gifts limited, which the estimate leaves to a person. The 2026
 * Schedule A and its SALT worksheet were not found with the tool; the 2025 draft instructions were, but only their
 * cover page.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { estimate } from "../estimate";
import { household, person } from "../fixtures/households";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026);

describe("Schedule A: taxes, interest and gifts", () => {
  it("single, wages $100,000, $12,000 of state and local taxes, $8,000 of interest, $3,000 of gifts", () => {
    // Taxes: $12,000, under the $40,400 limit (AGI under $505,000). Interest: $8,000. Gifts: $3,000 less 0.5% of
    // $100,000 ($500): $2,500. Itemized: $22,500, more than the standard deduction and the gifts allowed without
    // itemizing ($16,100 + $1,000). Taxable income $77,500: the row 77,500–77,550, $5,800 + 22% of $27,125,
    // $11,767.50, $11,768.
    const itemizer = household({ filer: person({ wages: 100_000 }), stateAndLocalTaxes: 12_000, mortgageInterest: 8_000, giftsToCharity: 3_000 });
    const { lines, itemized } = estimate(figures, itemizer);
    expect(itemized).toEqual({ stateAndLocalTaxes: 12_000, mortgageInterest: 8_000, giftsToCharity: 2_500, total: 22_500 });
    expect(lines).toMatchObject({
      standardDeductionOrItemized: { amount: 22_500, kind: "itemized" },
      taxableIncome: 77_500,
      tax: { amount: 11_768 },
    });
  });

  it("the state and local tax limit reduced above $505,000, and never below $10,000", () => {
    // AGI $600,000: $40,400 less 30% of $95,000 ($28,500): $11,900. AGI $650,000: $40,400 less $43,500 is below
    // $10,000: $10,000.
    const taxesAt = (wages: number) =>
      estimate(figures, household({ filer: person({ wages }), stateAndLocalTaxes: 50_000, mortgageInterest: 20_000 })).itemized.stateAndLocalTaxes;
    expect([taxesAt(600_000), taxesAt(650_000)]).toEqual([11_900, 10_000]);
  });
});

describe("Gifts to charity above 60% of AGI: the gifts themselves, before the 0.5% floor", () => {
  it("asks us when $30,100 of gifts pass 60% of $50,000, though less the floor ($29,850) they would not", () => {
    // 60% of $50,000: $30,000. The gifts, $30,100, are over it; 0.5% of $50,000 is $250, and $30,100 − $250 =
    // $29,850 is not: the floor is taken from what the limit allows, so the limit is met first.
    const giver = (gifts: number) => household({ filer: person({ wages: 50_000 }), mortgageInterest: 5_000, giftsToCharity: gifts });
    expect(estimate(figures, giver(30_100)).askUs).toContain("charitableGiftsLimit");
    expect(estimate(figures, giver(30_000)).askUs).not.toContain("charitableGiftsLimit");
  });
});
