/*
 * Next year's estimated tax, worked by hand on Form 1040-ES's Estimated Tax Worksheet for a household of our own,
 * from its 2026 estimate with the 2026 figures of the content: https://www.irs.gov/pub/irs-pdf/f1040es.pdf. Line 12b,
 * the required annual payment by the prior-year rule: 100% of the tax shown on the prior year's return, 110% "if
 * your [prior year] AGI was more than $150,000 ($75,000 if your filing status for [the year] is married filing
 * separately)"; line 13, the withholding expected; line 14a, "Subtract line 13 from line 12c. Is the result zero or
 * less? Yes. Stop here. You are not required to make estimated tax payments."; line 14b, "Subtract line 13 from line
 * 11c. Is the result less than $1,000? Yes. Stop here. You are not required to make estimated tax payments."; line
 * 15, a quarter of line 14a. Line 11c is next year's own estimated tax: the plan, which has no estimate of next
 * year, lets this year's tax stand for it, and the page says so.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { estimate } from "../estimate";
import { paymentPlan, type DueDate } from "../estimatedPayments";
import { WORKSHEET_HOUSEHOLDS } from "../fixtures/households";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026);

/** Four due dates of our own: the plan's dates are the deadline content's, tested in estimatedPayments.test.ts. */
const DATES: DueDate[] = [1, 2, 3, 4].map((quarter) => ({ id: `q${quarter}`, date: `2027-0${quarter}-15`, title: `Quarter ${quarter}` }));

describe("Form 1040-ES for 2027, from a 2026 estimate", () => {
  // Single, wages $160,000, $27,000 withheld. 2026: taxable income $160,000 − $16,100 = $143,900; Tax Computation
  // Worksheet, 24% less $7,402: $34,536 − $7,402 = $27,134, the tax shown on the return (no refundable credits).
  const result = estimate(figures, WORKSHEET_HOUSEHOLDS.withheldNearTax);
  const planWith = (withholding: number) => paymentPlan(figures.estimatedTax, result, "single", withholding, DATES);

  it("asks for no payments when the year's tax less the withholding is under $1,000 (line 14b), if 2027 is like 2026", () => {
    // Line 12b: AGI $160,000 is over $150,000, so 110% of $27,134: $29,847.40, rounded up, $29,848. Line 13,
    // $27,000. Line 14a, $2,848: more than zero, go to line 14b. Line 14b, with 2026's tax for 2027's: $27,134 −
    // $27,000 = $134, less than $1,000: stop, no estimated payments required. Before: four payments of $712.
    expect(result.lines.tax.amount).toBe(27_134);
    const plan = planWith(27_000);
    expect(plan).toMatchObject({ share: 1.1, requiredAnnualPayment: 29_848, leftAfterWithholding: 2_848, taxLeftAfterWithholding: 134 });
    expect(plan.installments).toEqual([]);
  });

  it("asks for four payments of a quarter of line 14a once line 14b reaches $1,000", () => {
    // Line 13, $26,000: line 14a, $3,848; line 14b, $1,134, not less than $1,000. Line 15, a quarter of $3,848: $962.
    const plan = planWith(26_000);
    expect(plan).toMatchObject({ leftAfterWithholding: 3_848, taxLeftAfterWithholding: 1_134 });
    expect(plan.installments.map(({ amount }) => amount)).toEqual([962, 962, 962, 962]);
  });
});
