/*
 * The qualified business income deduction (Form 8995) below its threshold: 20% of qualified business income (the
 * business's profit less the deductible part of self-employment tax), at most 20% of taxable income before it (Form
 * 8995, line 15: the smaller of line 10 and line 14). Then, from 2026, at least the minimum deduction when that income
 * reaches its floor: section 199A(i)(1), as amended by Public Law 119-21 (section 70105), makes the deduction "the
 * greater of (A) the amount of such deduction determined without regard to this subsection, or (B) $400" for a
 * taxpayer with at least $1,000 of it from active businesses (199A(i)(2)): after the taxable-income limit, not under
 * it. The estimate takes the visitor's business to be one they materially participate in (section 469(h)). Above
 * the threshold the deduction depends on wages paid and property held by the business, which the estimate does not
 * ask: it says so.
 */
import { dollars, type FilingStatus, type TaxYearFigures } from "./figures";

type Figures = TaxYearFigures["qualifiedBusinessIncome"];

/** Form 8995, line 15: 20% of the income, at most 20% of taxable income before the deduction. */
const limitedByTaxableIncome = (figures: Figures, qualifiedBusinessIncome: number, taxableIncomeBefore: number): number =>
  Math.min(figures.rate * qualifiedBusinessIncome, figures.rate * taxableIncomeBefore);

/** Section 199A(i): the minimum deduction, for income from active businesses at its floor or above. */
const minimumDeduction = (figures: Figures, qualifiedBusinessIncome: number): number =>
  qualifiedBusinessIncome >= figures.minimumDeductionFrom ? figures.minimumDeduction : 0;

export function qualifiedBusinessIncomeDeduction(
  figures: Figures,
  status: FilingStatus,
  qualifiedBusinessIncome: number,
  taxableIncomeBefore: number,
): { deduction: number; aboveThreshold: boolean; minimumApplied: boolean } {
  if (qualifiedBusinessIncome <= 0) return { deduction: 0, aboveThreshold: false, minimumApplied: false };
  const aboveThreshold = taxableIncomeBefore > figures.threshold[status];
  const limited = limitedByTaxableIncome(figures, qualifiedBusinessIncome, taxableIncomeBefore);
  const minimum = minimumDeduction(figures, qualifiedBusinessIncome);
  // Whether the minimum gave more: it assumes a business the visitor materially participates in, and the page says so.
  return { deduction: dollars(Math.max(limited, minimum)), aboveThreshold, minimumApplied: minimum > limited };
}
