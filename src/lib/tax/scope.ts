/* What the estimate does not cover: each input that leads there, with the reason the page gives for "ask us". */
import type { TaxYearFigures } from "./figures";
import type { Household } from "./inputs";
import { peopleOf } from "./inputs";

export interface AskUs {
  topic: string;
  reason: string;
}

const REASONS = {
  capitalGains: "Capital gains are taxed at their own rates, which the estimate does not figure.",
  qualifiedDividends: "Qualified dividends are taxed at the capital gains rates, which the estimate does not figure.",
  otherIncome: "Other kinds of income (rents, pensions, Social Security benefits, partnerships) need a closer look.",
  otherAdjustments: "Other adjustments to income (retirement contributions, student loan interest, alimony) are not part of the estimate.",
  otherCredits: "Other credits (education, child care, adoption, foreign tax) are not part of the estimate.",
  claimedAsDependent: "Someone who can be claimed as a dependent has a smaller standard deduction.",
} as const;

export function outOfScopeReasons(figures: TaxYearFigures, household: Household): AskUs[] {
  const found: AskUs[] = Object.entries(household.outOfScope ?? {})
    .filter(([, present]) => present)
    .map(([topic]) => ({ topic, reason: REASONS[topic as keyof typeof REASONS] }));
  const people = peopleOf(household);
  const dependents = household.childrenUnder17WithSsn + household.childrenUnder17WithoutSsn + household.otherDependents;
  if (dependents > 0 && !people.some((person) => person.validSsn)) {
    found.push({
      topic: "childTaxCredit",
      reason:
        "Without a Social Security number valid for work (yours or, on a joint return, your spouse's), the child tax credit is not allowed; whether the credit for other dependents is depends on each dependent's identification number.",
    });
  }
  const topRate = figures.brackets[household.filingStatus].at(-1);
  // The alternative minimum tax, the net investment income tax and the limit on itemized deductions in the top
  // bracket are not figured; these incomes may meet them.
  if (household.interest + household.ordinaryDividends > 0 && topRate) {
    const niitThreshold = figures.selfEmploymentAndMedicare.additionalMedicareThreshold[household.filingStatus];
    const income =
      people.reduce((sum, person) => sum + person.wages + person.selfEmploymentProfit, 0) +
      household.interest +
      household.ordinaryDividends +
      household.unemployment;
    if (income > niitThreshold)
      found.push({
        topic: "netInvestmentIncomeTax",
        reason: "Investment income with a modified AGI above the net investment income tax threshold: that tax is not figured.",
      });
  }
  return found;
}
