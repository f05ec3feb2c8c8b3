/*
 * Form 1040's own lines, worked by hand for households of our own with the 2026 figures of the content, as the 2025
 * Instructions for Form 1040 lay them out, https://www.irs.gov/instructions/i1040gi: the standard deduction (line
 * 12e; the chart for people 65 or older or blind adds an amount for each box checked), gifts to charity by those who
 * do not itemize (from 2026: at most $1,000, $2,000 on a joint return), and the tax (line 16): below $100,000 of
 * taxable income the Tax Table's, figured on the middle of its $50 row, from $100,000 the Tax Computation
 * Worksheet's (taxable income times the bracket's rate, less the bracket's subtraction amount).
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { estimate } from "../estimate";
import { household, person } from "../fixtures/households";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026);

const lines = (changes: Parameters<typeof household>[0]) => estimate(figures, household(changes)).lines;

describe("Form 1040, line 12e: the standard deduction", () => {
  it("single, 65 or older and blind, wages $40,000: two boxes checked", () => {
    // $16,100 + 2 × $2,050 = $20,200. Schedule 1-A, Part V: AGI under $75,000, $6,000. Taxable income $40,000 −
    // $20,200 − $6,000 = $13,800: the Tax Table's row 13,800–13,850, $1,240 + 12% of ($13,825 − $12,400), $1,411.
    expect(lines({ filer: person({ wages: 40_000, age65OrOlder: true, blind: true }) })).toMatchObject({
      standardDeductionOrItemized: { amount: 20_200, kind: "standard" },
      scheduleOneA: { seniors: 6_000 },
      taxableIncome: 13_800,
      tax: { amount: 1_411, method: "taxTable" },
    });
  });
});

describe("Form 1040: gifts to charity without itemizing", () => {
  it("a couple giving $2,500 in cash, wages $60,000: $2,000 of it", () => {
    // Standard deduction $32,200; gifts, at most $2,000 on a joint return. Taxable income $60,000 − $32,200 −
    // $2,000 = $25,800: the row 25,800–25,850, $2,480 + 12% of ($25,825 − $24,800), $2,603.
    const couple = { filingStatus: "marriedJointly" as const, filer: person({ wages: 60_000 }), spouse: person(), giftsToCharity: 2_500 };
    expect(lines(couple)).toMatchObject({ charitableWithoutItemizing: 2_000, taxableIncome: 25_800, tax: { amount: 2_603 } });
  });
});

describe("Form 1040, line 16: the Tax Table below $100,000, the Tax Computation Worksheet from it", () => {
  it("single, taxable income $99,999: the row 99,950–100,000", () => {
    // $5,800 + 22% of ($99,975 − $50,400) = $16,706.50: $16,707.
    expect(lines({ filer: person({ wages: 116_099 }) }).tax).toEqual({ amount: 16_707, method: "taxTable" });
  });

  it("single, taxable income $100,000: 22% less $5,288", () => {
    // Tax Computation Worksheet, single, 22%: $100,000 × 22% = $22,000, less $5,288 ($50,400 × 22% less the tax on
    // $50,400, $5,800): $16,712.
    expect(lines({ filer: person({ wages: 116_100 }) }).tax).toEqual({ amount: 16_712, method: "taxComputationWorksheet" });
  });
});
