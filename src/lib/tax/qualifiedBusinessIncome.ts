/*
 * The qualified business income deduction (Form 8995) below its threshold: 20% of qualified business income (the
 * business's profit less the deductible part of self-employment tax), at most 20% of taxable income before it,
 * and at least the minimum deduction when the income reaches its floor. Above the threshold the deduction depends
 * on wages paid and property held by the business, which the estimate does not ask: it says so.
 */
import { dollars, type FilingStatus, type TaxYearFigures } from "./figures";

export function qualifiedBusinessIncomeDeduction(
  figures: TaxYearFigures["qualifiedBusinessIncome"],
  status: FilingStatus,
  qualifiedBusinessIncome: number,
  taxableIncomeBefore: number,
): { deduction: number; aboveThreshold: boolean } {
  if (qualifiedBusinessIncome <= 0) return { deduction: 0, aboveThreshold: false };
  const aboveThreshold = taxableIncomeBefore > figures.threshold[status];
  const component = Math.max(
    figures.rate * qualifiedBusinessIncome,
    qualifiedBusinessIncome >= figures.minimumDeductionFrom ? figures.minimumDeduction : 0,
  );
  const deduction = Math.min(component, figures.rate * taxableIncomeBefore);
  return { deduction: dollars(deduction), aboveThreshold };
}
