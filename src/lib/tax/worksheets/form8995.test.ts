/*
 * The qualified business income deduction, worked by hand for households of our own with the 2026 figures of the
 * content: Form 8995 (2025), https://www.irs.gov/pub/irs-pdf/f8995.pdf, and its instructions,
 * https://www.irs.gov/instructions/i8995: line 2, qualified business income (the profit less the deductible part of
 * self-employment tax); line 5, 20% of it; line 11, taxable income before the deduction; line 14, 20% of it (the
 * income limitation); line 15, the smaller of lines 10 and 14. Then section 199A(i) as amended by Public Law 119-21,
 * section 70105, https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section199A&num=0&edition=prelim:
 * "(1) … the deduction allowed under subsection (a) for the taxable year shall be equal to the greater of— (A) the
 * amount of such deduction determined without regard to this subsection, or (B) $400", for an "applicable taxpayer",
 * one with at least $1,000 of qualified business income from active businesses ((2)(A)). The 2026 Form 8995, which
 * is to carry the minimum on new lines, was not found.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../build/loadFigures";
import { estimate } from "../estimate";
import { household, person, WORKSHEET_HOUSEHOLDS } from "../fixtures/households";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026);

const lines = (filer: Parameters<typeof person>[0]) => estimate(figures, household({ filer: person(filer) })).lines;

describe("Form 8995 and the minimum deduction of section 199A(i)", () => {
  it("single, wages $12,000, profit $5,000: $400 after the taxable-income limit, and a tax of $14", () => {
    // Schedule SE: line 4a, $4,618 (4,617.50 rounded); line 10, $573; line 11, $134; line 12, $707; line 13, $354.
    // AGI $17,000 − $354 = $16,646; standard deduction $16,100: $546 before the deduction.
    // Form 8995: line 2, $5,000 − $354 = $4,646; line 5, $929; line 11, $546; line 14, $109; line 15, $109.
    // Section 199A(i): $4,646 is at least $1,000, so the greater of $109 and $400: $400. Taxable income $146: the Tax
    // Table's row 125–150, 10% of $137.50, $14. Before: the minimum was capped at line 14, $109, and the tax was $44.
    expect(estimate(figures, WORKSHEET_HOUSEHOLDS.sideBusiness).lines).toMatchObject({
      qualifiedBusinessIncomeDeduction: 400,
      taxableIncome: 146,
      tax: { amount: 14 },
    });
  });

  it("from exactly $1,000 of qualified business income", () => {
    // Wages $16,000, profit $1,076. Schedule SE: line 4a, $994; line 10, $123; line 11, $29; line 12, $152; line 13,
    // $76. Form 8995: line 2, $1,000; line 5, $200; line 11, $17,000 − $16,100 = $900; line 14, $180; line 15, $180.
    // At least $1,000: $400. Taxable income $500: the row 500–525, 10% of $512.50, $51.
    expect(lines({ wages: 16_000, selfEmploymentProfit: 1_076 })).toMatchObject({ qualifiedBusinessIncomeDeduction: 400, taxableIncome: 500 });
  });

  it("not below $1,000 of it", () => {
    // Wages $20,000, profit $1,050. Schedule SE: line 4a, $970; line 10, $120; line 11, $28; line 12, $148; line 13,
    // $74. Form 8995: line 2, $976, less than $1,000: no minimum. Line 5, $195; line 11, $20,976 − $16,100 = $4,876;
    // line 14, $975; line 15: $195. Taxable income $4,681: the row 4,650–4,700, $468.
    expect(lines({ wages: 20_000, selfEmploymentProfit: 1_050 })).toMatchObject({
      qualifiedBusinessIncomeDeduction: 195,
      taxableIncome: 4_681,
      tax: { amount: 468 },
    });
  });

  it("20% of the income where that is more: wages $30,000, profit $20,000, $3,717", () => {
    // Schedule SE: line 4a, $18,470; line 10, $2,290; line 11, $536; line 12, $2,826; line 13, $1,413. AGI $48,587;
    // line 11, $32,487. Form 8995: line 2, $18,587; line 5, $3,717; line 14, $6,497; line 15, $3,717, more than $400.
    // Taxable income $28,770: the row 28,750–28,800, $1,240 + 12% of $16,375, $3,205.
    expect(lines({ wages: 30_000, selfEmploymentProfit: 20_000 })).toMatchObject({
      qualifiedBusinessIncomeDeduction: 3_717,
      taxableIncome: 28_770,
      tax: { amount: 3_205 },
    });
  });

  it("says beside the result what the minimum assumes, only where it gave more", () => {
    // Section 199A(i)(2): the minimum is for income from businesses the taxpayer materially participates in, which
    // the estimate does not ask.
    const said = (changes: Parameters<typeof household>[0]) => estimate(figures, household(changes)).assumptions;
    expect(said(WORKSHEET_HOUSEHOLDS.sideBusiness)).toContain("qualifiedBusinessIncomeMinimumActiveBusiness");
    expect(said({ filer: person({ wages: 30_000, selfEmploymentProfit: 20_000 }) })).not.toContain("qualifiedBusinessIncomeMinimumActiveBusiness");
  });
});
