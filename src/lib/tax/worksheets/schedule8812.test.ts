/*
 * Schedule 8812, the child tax credit, the credit for other dependents and the additional child tax credit, worked
 * by hand for households of our own with the 2026 figures of the content: Schedule 8812 (Form 1040) and its 2025
 * instructions, https://www.irs.gov/pub/irs-pdf/f1040s8.pdf and https://www.irs.gov/pub/irs-pdf/i1040s8.pdf. Part I:
 * lines 4 to 14 (line 13 from Credit Limit Worksheet A: Form 1040's line 18, no other credits here). Part II-A:
 * line 16a (line 12 less line 14), 16b (children × $1,700), 17 (the smaller), 18a (earned income), 19 (over $2,500),
 * 20 (15% of it), 27 (the smaller of 17 and 20 when line 16b is under $5,100). Part II-B, with three or more children
 * when line 20 is less than line 17: line 21, Social Security and Medicare taxes withheld; 22, Schedule 1's line 15
 * and other taxes of Schedule 2; 23, their sum; 24, the earned income credit; 25, line 23 less line 24; 26, the larger
 * of lines 20 and 25; 27, the smaller of lines 17 and 26. The Earned Income Worksheet: line 1a,
 * wages (Form 1040 line 1z); 2b, the profit of Schedule C line 31; line 3 adds them; line 5, Schedule 1's line 15
 * (the deductible part of self-employment tax); line 7, line 3 less line 6, goes to line 18a.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { estimate } from "../estimate";
import { household, person, WORKSHEET_HOUSEHOLDS } from "../fixtures/households";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026);

const lines = (changes: Parameters<typeof household>[0]) => estimate(figures, household(changes)).lines;

describe("Schedule 8812's additional child tax credit on a self-employed parent's earned income", () => {
  it("head of household, one child, $10,000 of profit: $1,019", () => {
    // Schedule SE line 13: $707 (see the EIC worksheet's test); AGI $9,293, less than the standard deduction: no tax.
    // Part I: line 5, $2,200; line 12, $2,200; line 13, tax: $0; line 14: $0. Part II-A: line 16a, $2,200; 16b,
    // $1,700; 17, $1,700. Earned Income Worksheet: line 2b, $10,000; line 3, $10,000; line 5, $707; line 7: $9,293.
    // Line 18a, $9,293; 19, $6,793; 20, 15%: $1,018.95, so $1,019; line 27, the smaller of $1,700 and $1,019: $1,019.
    // Before: from the net earnings ($8,528 of earned income): $904.
    expect(estimate(figures, WORKSHEET_HOUSEHOLDS.selfEmployedParent).lines).toMatchObject({
      tax: { amount: 0 },
      childTaxCreditOrCreditForOtherDependents: 0,
      additionalChildTaxCredit: 1_019,
    });
  });
});

describe("Schedule 8812's credits limited by the tax", () => {
  it("a couple with two children and $40,000 of wages: $783 of credit against the tax, $3,400 refundable", () => {
    // Form 1040: AGI $40,000; standard deduction $32,200; taxable income $7,800: the Tax Table's row 7,800–7,850,
    // 10% of $7,825, $783 (line 16 and line 18). Part I: line 4, 2; line 5, $4,400; line 12, $4,400; line 13 (Credit
    // Limit Worksheet A, line 18 less no credits): $783; line 14, the smaller: $783. Part II-A: line 16a, $3,617;
    // 16b, $3,400; 17, $3,400; 18a, $40,000; 19, $37,500; 20, $5,625; 27, the smaller of 17 and 20: $3,400.
    const couple = { filingStatus: "marriedJointly" as const, filer: person({ wages: 40_000 }), spouse: person(), childrenUnder17WithSsn: 2 };
    expect(lines(couple)).toMatchObject({
      taxableIncome: 7_800,
      tax: { amount: 783 },
      childTaxCreditOrCreditForOtherDependents: 783,
      additionalChildTaxCredit: 3_400,
      totalTax: 0,
    });
  });

  it("a head of household with two children and $58,000 of wages: the tax takes $3,711, $689 is refundable", () => {
    // Taxable income $58,000 − $24,150 = $33,850: the row 33,850–33,900, $1,770 + 12% of ($33,875 − $17,700), $3,711.
    // Part I: line 12, $4,400; line 13, $3,711; line 14, $3,711. Part II-A: 16a, $689; 16b, $3,400; 17, $689; 20,
    // 15% of $55,500, $8,325; 27: $689.
    const parent = { filingStatus: "headOfHousehold" as const, filer: person({ wages: 58_000 }), childrenUnder17WithSsn: 2 };
    expect(lines(parent)).toMatchObject({ tax: { amount: 3_711 }, childTaxCreditOrCreditForOtherDependents: 3_711, additionalChildTaxCredit: 689 });
  });
});

describe("Schedule 8812's Part II-B: three or more children", () => {
  it("a couple with three children, wages $4,000 and $13,000 of interest: the payroll taxes, $306, over 15%, $225", () => {
    // No earned income credit: $13,000 of investment income is over $12,200. AGI $17,000: no tax. Part I: line 12,
    // $6,600; line 14, $0. Part II-A: line 16a, $6,600; 16b, 3 × $1,700 = $5,100; 17, $5,100; 18a, $4,000; 19,
    // $1,500; 20, $225. Line 16b is not less than $5,100 and line 20 is less than line 17: Part II-B. Line 21, Social
    // Security and Medicare taxes withheld (W-2 boxes 4 and 6): 6.2% and 1.45% of $4,000, $248 + $58 = $306; line 22,
    // none; line 23, $306; line 24, the earned income credit, $0; line 25, $306; line 26, the larger of lines 20 and
    // 25: $306; line 27, the smaller of lines 17 and 26: $306.
    const family = {
      filingStatus: "marriedJointly" as const,
      filer: person({ wages: 4_000 }),
      spouse: person(),
      childrenUnder17WithSsn: 3,
      interest: 13_000,
    };
    expect(lines(family)).toMatchObject({ earnedIncomeCredit: 0, tax: { amount: 0 }, additionalChildTaxCredit: 306 });
  });
});

describe("Schedule 8812's credit for other dependents", () => {
  it("a head of household keeping up a home for a parent, $50,000 of wages: $500 against the tax, nothing refundable", () => {
    // Taxable income $50,000 − $24,150 = $25,850: the row 25,850–25,900, $1,770 + 12% of $8,175, $2,751. Part I:
    // line 4, 0; line 6, 1; line 7, $500; line 8, $500; line 12, $500; line 13, $2,751; line 14, $500. Part II-A:
    // line 16b, 0 × $1,700: no additional child tax credit. The parent is no qualifying child for the earned income
    // credit, and $50,000 is past its end without one.
    const home = { filingStatus: "headOfHousehold" as const, filer: person({ wages: 50_000 }), otherDependents: 1 };
    expect(lines(home)).toMatchObject({
      tax: { amount: 2_751 },
      childTaxCreditOrCreditForOtherDependents: 500,
      additionalChildTaxCredit: 0,
      earnedIncomeCredit: 0,
      totalTax: 2_251,
    });
  });
});
