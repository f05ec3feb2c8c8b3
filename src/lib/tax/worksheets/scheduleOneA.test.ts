/*
 * Schedule 1-A (Form 1040), Additional Deductions, worked by hand for households of our own with the 2026 figures of
 * the content: https://www.irs.gov/pub/irs-pdf/f1040s1a.pdf (2025). Part II, tips: line 7, the smaller of the
 * qualified tips and $25,000, for the return; the excess of modified AGI over $150,000 ($300,000 joint) divided by
 * $1,000 and dropped to the whole number below (line 11), times $100 (line 12), off line 7 (line 13). Part III,
 * overtime: line 15, the smaller of the qualified overtime and $12,500 ($25,000 joint), reduced the same way.
 * Part IV, car loan interest: at most $10,000, less $200 for each $1,000 "or portion thereof" over $100,000
 * ($200,000 joint), section 163(h)(4)(C)(ii) (the form's own lines for it were not found). Part V, seniors: line 33,
 * modified AGI over $75,000 ($150,000 joint); line 34, 6% of it; line 35, $6,000 less line 34 (not below zero); line
 * 36a for the filer, 36b for a spouse 65 or older on a joint return; line 37, their sum. Modified AGI is AGI here.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { estimate } from "../estimate";
import { household, person } from "../fixtures/households";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026);

const lines = (changes: Parameters<typeof household>[0]) => estimate(figures, household(changes)).lines;

describe("Schedule 1-A, Part II: tips over the cap for a couple", () => {
  it("$35,000 of tips between them, AGI $140,000: $25,000, one cap for the return", () => {
    // Line 6, $20,000 + $15,000 = $35,000; line 7, $25,000; modified AGI $140,000 is not over $300,000: line 13,
    // $25,000. Taxable income $140,000 − $32,200 − $25,000 = $82,800: the Tax Table's row 82,800–82,850, $2,480 + 12%
    // of ($82,825 − $24,800), $9,443.
    const couple = {
      filingStatus: "marriedJointly" as const,
      filer: person({ wages: 80_000, qualifiedTips: 20_000 }),
      spouse: person({ wages: 60_000, qualifiedTips: 15_000 }),
    };
    expect(lines(couple)).toMatchObject({ scheduleOneA: { tips: 25_000 }, taxableIncome: 82_800, tax: { amount: 9_443 } });
  });

  it("$30,000 of tips, AGI $320,500: the cap, less $100 for each whole $1,000 over $300,000", () => {
    // Line 7, $25,000; modified AGI over $300,000 by $20,500; line 11, 20; line 12, $2,000; line 13, $23,000.
    // Form 8959: Medicare wages $320,500, $70,500 over $250,000: $634.50, $635. Taxable income $320,500 − $32,200 −
    // $23,000 = $265,300: Tax Computation Worksheet, 24% less $14,804: $48,868. Total tax $48,868 + $635 = $49,503.
    const couple = {
      filingStatus: "marriedJointly" as const,
      filer: person({ wages: 200_500, qualifiedTips: 18_000 }),
      spouse: person({ wages: 120_000, qualifiedTips: 12_000 }),
    };
    expect(lines(couple)).toMatchObject({
      scheduleOneA: { tips: 23_000 },
      additionalMedicareTax: 635,
      taxableIncome: 265_300,
      tax: { amount: 48_868 },
      totalTax: 49_503,
    });
  });
});

describe("Schedule 1-A, Part III and Part IV", () => {
  it("overtime: $5,000 of premium pay on wages of $70,000", () => {
    // Line 15, the smaller of $5,000 and $12,500; modified AGI is not over $150,000: $5,000. Taxable income
    // $70,000 − $16,100 − $5,000 = $48,900: the row 48,900–48,950, $1,240 + 12% of $36,525, $5,623.
    expect(lines({ filer: person({ wages: 70_000, overtimePremium: 5_000 }) })).toMatchObject({
      scheduleOneA: { overtime: 5_000 },
      taxableIncome: 48_900,
      tax: { amount: 5_623 },
    });
  });

  it("car loan interest: $3,000, AGI $105,500, $200 for each $1,000 or part of one over $100,000", () => {
    // $5,500 over: six $1,000s or parts, $1,200 off $3,000: $1,800. Taxable income $105,500 − $16,100 − $1,800 =
    // $87,600: the row 87,600–87,650, $5,800 + 22% of $37,225, $13,989.50, $13,990.
    expect(lines({ filer: person({ wages: 105_500 }), carLoanInterest: 3_000 })).toMatchObject({
      scheduleOneA: { carLoanInterest: 1_800 },
      taxableIncome: 87_600,
      tax: { amount: 13_990 },
    });
  });
});

describe("Schedule 1-A, Part V: the senior deduction phased out", () => {
  it("a couple, both 65, AGI $190,025: $3,598 each, line 34 rounded before it is taken off", () => {
    // Line 31, $190,025; line 32, $150,000; line 33, $40,025; line 34, 6%: $2,401.50, $2,402; line 35, $3,598; lines
    // 36a and 36b, $3,598 each; line 37, $7,196 (not $7,197, from $3,598.50 twice). Standard deduction $32,200 + 2 ×
    // $1,650 = $35,500. Taxable income $190,025 − $35,500 − $7,196 = $147,329: Tax Computation Worksheet, 22% less
    // $10,576: $21,836.38, $21,836.
    const couple = {
      filingStatus: "marriedJointly" as const,
      filer: person({ wages: 100_025, age65OrOlder: true }),
      spouse: person({ wages: 90_000, age65OrOlder: true }),
    };
    expect(lines(couple)).toMatchObject({
      standardDeductionOrItemized: { amount: 35_500, kind: "standard" },
      scheduleOneA: { seniors: 7_196 },
      taxableIncome: 147_329,
      tax: { amount: 21_836 },
    });
  });

  it("single, 65, AGI $180,000: nothing left of it", () => {
    // Line 33, $105,000; line 34, $6,300; line 35, $6,000 less $6,300: zero. Standard deduction $16,100 + $2,050.
    // Taxable income $161,850: 24% less $7,402, $31,442.
    expect(lines({ filer: person({ wages: 180_000, age65OrOlder: true }) })).toMatchObject({
      scheduleOneA: { seniors: 0 },
      taxableIncome: 161_850,
      tax: { amount: 31_442 },
    });
  });
});
