/*
 * Form IT-201 lines 33 to 39, worked by hand with the 2026 figures of the content, as the 2025 IT-201 instructions lay
 * them out (https://www.tax.ny.gov/pdf/current_forms/it/it201i.pdf): line 33 New York AGI (the federal AGI, for
 * incomes with no New York modification), line 34 the standard deduction, line 36 $1,000 per dependent, line 38
 * taxable income, line 39 the tax: under $65,000 the tax table's, figured on the middle of the table's $50 row
 * (taxTable.test.ts), from $65,000 the rate schedule's, in whole dollars.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { household, person } from "../fixtures/households";
import { stateTaxLines } from "./stateTax";

const { newYorkState: figures, newYorkSupplementalTax: supplemental } = readTaxYear(
  fileURLToPath(new URL("../../../../content", import.meta.url)),
  2026,
);

describe("New York State tax, IT-201 lines 33 to 39", () => {
  it("single, wages $50,000: four brackets of the single schedule, on the tax table's row", () => {
    // $50,000 − $8,000 = $42,000, the table's row $42,000-$42,050, taxed on $42,025. 3.9% × 8,500 = 331.50;
    // 4.4% × 3,200 = 140.80; 5.15% × 2,200 = 113.30; 5.4% × (42,025 − 13,900) = 1,518.75; $2,104.35, $2,104.
    expect(stateTaxLines(figures, household({ filer: person({ wages: 50_000 }) }), 50_000, supplemental)).toEqual({
      newYorkAdjustedGrossIncome: 50_000,
      standardDeduction: 8_000,
      incomeLessDeduction: 42_000,
      dependentExemptions: 0,
      taxableIncome: 42_000,
      tax: 2_104,
      taxMethod: "taxTable",
    });
  });

  it("married filing jointly, two children, AGI $100,000: the dependent exemptions on line 36", () => {
    // $100,000 − $16,050 = $83,950; − 2 × $1,000 = $81,950. 3.9% × 17,150 = 668.85; 4.4% × 6,450 = 283.80;
    // 5.15% × 4,300 = 221.45; 5.4% × (81,950 − 27,900) = 2,918.70; $4,092.80, $4,093.
    const lines = stateTaxLines(figures, household({ filingStatus: "marriedJointly", childrenUnder17WithSsn: 2 }), 100_000, supplemental);
    expect(lines).toMatchObject({ incomeLessDeduction: 83_950, dependentExemptions: 2_000, taxableIncome: 81_950, tax: 4_093 });
  });

  it("head of household, one child and one other dependent, AGI $60,000", () => {
    // $60,000 − $11,200 − 2 × $1,000 = $46,800, taxed on $46,825. 3.9% × 12,800 = 499.20; 4.4% × 4,850 = 213.40;
    // 5.15% × 3,250 = 167.375; 5.4% × (46,825 − 20,900) = 1,399.95; $2,279.925, $2,280.
    const lines = stateTaxLines(
      figures,
      household({ filingStatus: "headOfHousehold", childrenUnder17WithSsn: 1, otherDependents: 1 }),
      60_000,
      supplemental,
    );
    expect(lines).toMatchObject({ taxableIncome: 46_800, tax: 2_280 });
  });

  it("single, taxable income at the top of the 5.4% bracket and one dollar above it", () => {
    // $88,650 − $8,000 = $80,650: 331.50 + 140.80 + 113.30 + 5.4% × 66,750 (3,604.50) = $4,190.10. One dollar more
    // is taxed at 5.9%: $4,190.16, still $4,190.
    expect(stateTaxLines(figures, household(), 88_650, supplemental).tax).toBe(4_190);
    expect(stateTaxLines(figures, household(), 88_651, supplemental).tax).toBe(4_190);
    expect(stateTaxLines(figures, household(), 88_660, supplemental).tax).toBe(4_191);
  });

  it("the tax table's last row and the rate schedule from $65,000", () => {
    // Taxable income $64,999, the row $64,950-$65,000 on $64,975: 585.60 + 5.4% × 51,075 (2,758.05) = $3,343.65,
    // $3,344. At $65,000 the schedule: 585.60 + 5.4% × 51,100 (2,759.40) = $3,345.00.
    expect(stateTaxLines(figures, household(), 72_999, supplemental)).toMatchObject({ taxableIncome: 64_999, tax: 3_344, taxMethod: "taxTable" });
    expect(stateTaxLines(figures, household(), 73_000, supplemental)).toMatchObject({ taxableIncome: 65_000, tax: 3_345, taxMethod: "rateSchedule" });
  });

  it("income below the standard deduction: no taxable income, no tax", () => {
    expect(stateTaxLines(figures, household({ filingStatus: "marriedJointly" }), 12_000, supplemental)).toMatchObject({
      incomeLessDeduction: 0,
      taxableIncome: 0,
      tax: 0,
    });
  });

  it("New York AGI above $107,650: the supplemental tax's worksheets, when their figures are given", () => {
    expect(stateTaxLines(figures, household(), 107_650, supplemental)).toMatchObject({ tax: 5_311, taxMethod: "rateSchedule" });
    // Taxable income $99,651: the first worksheet's share rounds to 0, the schedule's $5,311 (supplementalTax.test.ts).
    expect(stateTaxLines(figures, household(), 107_651, supplemental)).toMatchObject({ tax: 5_311, taxMethod: "supplementalTaxWorksheet" });
    expect(stateTaxLines(figures, household(), 120_000, supplemental).tax).toBe(6_180);
  });
});
