/*
 * Schedule 8812: the child tax credit and the credit for other dependents (limited by the tax), then the refundable
 * additional child tax credit.
 */
import { dollars, type FilingStatus, type TaxYearFigures } from "./figures";

type Figures = TaxYearFigures["childTaxCredit"];

/** The credits before the tax limits them, after the reduction above the modified AGI threshold. */
export function tentativeCredits(figures: Figures, status: FilingStatus, magi: number, ctcChildren: number, odcDependents: number) {
  const before = ctcChildren * figures.perChild + odcDependents * figures.perOtherDependent;
  // $50 for each $1,000 or fraction of $1,000 over the threshold (section 24(b)).
  const reduction = Math.ceil(Math.max(0, magi - figures.phaseOutStarts[status]) / 1000) * figures.reductionPerThousand;
  const total = Math.max(0, before - reduction);
  // The reduction falls on the child tax credit part first for the refundable limit (Schedule 8812, line 16a).
  const ctcPart = Math.max(0, Math.min(ctcChildren * figures.perChild, total));
  return { total, ctcPart };
}

/**
 * The additional child tax credit: what the tax left of the child tax credit, at most the refundable amount per
 * child, and at most 15% of earned income over $2,500 (or, with three or more children, the Social Security and
 * Medicare taxes paid less the earned income credit, if larger).
 */
export function additionalChildTaxCredit(
  figures: Figures,
  options: { ctcChildren: number; unused: number; ctcPart: number; earnedIncome: number; payrollTaxes: number; earnedIncomeCredit: number },
): number {
  const { ctcChildren, unused, ctcPart, earnedIncome, payrollTaxes, earnedIncomeCredit } = options;
  if (ctcChildren === 0) return 0;
  const limit = Math.min(Math.min(unused, ctcPart), ctcChildren * figures.refundablePerChild);
  const byEarnings = dollars(Math.max(0, earnedIncome - figures.refundableEarnedIncomeFloor) * figures.refundableRate);
  const byPayroll = ctcChildren >= 3 ? Math.max(0, dollars(payrollTaxes) - earnedIncomeCredit) : 0;
  return Math.max(0, Math.min(limit, Math.max(byEarnings, byPayroll)));
}
