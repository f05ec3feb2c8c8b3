/*
 * What the estimate does not cover: the topics that need a person, each found from what the visitor said. The page
 * words each topic in its language (src/words/<language>/estimator/estimator.ts); here they are only named.
 */
import type { TaxYearFigures } from "./figures";
import { OUT_OF_SCOPE_INPUTS, peopleOf, type Household, type OutOfScopeInput } from "./inputs";

// The inputs are declared with the household, which holds them; the page takes them from here with the topics.
export { OUT_OF_SCOPE_INPUTS, type OutOfScopeInput };

/** Every reason the page says "ask us" instead of a number. */
export type AskUsTopic =
  | OutOfScopeInput
  /** Dependents, but no SSN valid for work on the return. */
  | "childTaxCredit"
  /** Investment income with income above the net investment income tax's threshold. */
  | "netInvestmentIncomeTax"
  /** Taxable income above the qualified business income deduction's threshold. */
  | "qualifiedBusinessIncome"
  /** Married filing separately with a qualifying child: the earned income credit's exception needs a person. */
  | "earnedIncomeCredit"
  /** The alternative minimum tax may apply (see topicsFromReturn). */
  | "alternativeMinimumTax"
  /** Itemizing in the top bracket, where itemized deductions are limited. */
  | "itemizedDeductionLimit"
  /** Itemizing gifts to charity above their limit, a share of AGI (the rest is carried over). */
  | "charitableGiftsLimit";

/** What the visitor said leads away from the estimate, before anything is figured. */
export function topicsFromInputs(figures: TaxYearFigures, household: Household): AskUsTopic[] {
  const found: AskUsTopic[] = OUT_OF_SCOPE_INPUTS.filter((topic) => household.outOfScope?.[topic]);
  const people = peopleOf(household);
  const dependents = household.childrenUnder17WithSsn + household.childrenUnder17WithoutSsn + household.otherDependents;
  if (dependents > 0 && !people.some((person) => person.validSsn)) found.push("childTaxCredit");
  // The net investment income tax starts at the same modified AGI as the Additional Medicare Tax (IRC 1411(b)).
  if (household.interest + household.ordinaryDividends > 0) {
    const income =
      people.reduce((sum, person) => sum + person.wages + person.selfEmploymentProfit, 0) +
      household.interest +
      household.ordinaryDividends +
      household.unemployment;
    if (income > figures.selfEmploymentAndMedicare.additionalMedicareThreshold[household.filingStatus]) found.push("netInvestmentIncomeTax");
  }
  return found;
}

/**
 * What the figured return leads away from. The alternative minimum tax may apply when, at the AMT's top rate, the
 * tax on AMT income (taxable income with the standard deduction or the state and local taxes added back) above its
 * exemption could exceed the regular tax: a bound, so a "no" is certain and a "may" goes to a person. Itemizing in
 * the top bracket, the 2025 law limits itemized deductions (IRC 68). Itemized gifts to charity above their share of
 * AGI (IRC 170(b)) are limited by the kind of organization, which the estimate does not ask, and carried over: the
 * gifts themselves are compared, as the 0.5% floor of section 170(b)(1)(I) (Public Law 119-21, section 70425) comes
 * after the limit, on what is "otherwise allowable (without regard to this subparagraph)".
 */
export function topicsFromReturn(
  figures: TaxYearFigures,
  household: Household,
  figured: {
    agi: number;
    deduction: number;
    itemizing: boolean;
    saltDeducted: number;
    taxableIncome: number;
    regularTax: number;
  },
): AskUsTopic[] {
  const status = household.filingStatus;
  const amt = figures.alternativeMinimumTax;
  const amtIncome = figured.taxableIncome + (figured.itemizing ? figured.saltDeducted : figured.deduction);
  const exemption = Math.max(0, amt.exemption[status] - amt.phaseOutRate * Math.max(0, amtIncome - amt.phaseOutStarts[status]));
  const found: AskUsTopic[] = [];
  if (amt.topRate * Math.max(0, amtIncome - exemption) > figured.regularTax) found.push("alternativeMinimumTax");
  const topBracket = figures.brackets[status].at(-1)!.over;
  if (figured.itemizing && figured.taxableIncome + figured.deduction > topBracket) found.push("itemizedDeductionLimit");
  if (figured.itemizing && household.giftsToCharity > figures.charitableGifts.itemizedLimitShare * figured.agi) found.push("charitableGiftsLimit");
  return found;
}
