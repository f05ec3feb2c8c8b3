/*
 * The plan the tax estimate names below its result: the pricing content says which plan fits which household
 * (`estimateFit` in content/pricing), and the household's year says which it is.
 */
import type { Estimate } from "./estimate";
import { peopleOf, type Household } from "./inputs";

/** The households the estimate tells apart: the choices of `estimateFit` in the pricing content (types/pricing.ts). */
export const ESTIMATE_FITS = ["wages and the standard deduction", "itemized deductions or investments", "self-employment"] as const;
export type EstimateFit = (typeof ESTIMATE_FITS)[number];

export function estimateFitOf(household: Household, result: Estimate): EstimateFit {
  if (peopleOf(household).some((person) => person.selfEmploymentProfit > 0)) return "self-employment";
  const { capitalGains, qualifiedDividends, otherIncome } = household.outOfScope ?? {};
  const investments = household.interest + household.ordinaryDividends > 0 || [capitalGains, qualifiedDividends, otherIncome].some(Boolean);
  if (investments || result.lines.standardDeductionOrItemized.kind === "itemized") return "itemized deductions or investments";
  return "wages and the standard deduction";
}

/** The first plan the content gives to this household, if any. */
export function fittingPlan<Plan extends { estimateFit?: string | null }>(plans: readonly Plan[], fit: EstimateFit): Plan | undefined {
  return plans.find((plan) => plan.estimateFit === fit);
}

/** Where "have us prepare your return" leads: the fitting plan's own link, or the contact page. */
export const preparationLink = (plan?: { cta: { link: string } }): string => encodeURI(plan?.cta.link ?? "/contact");
