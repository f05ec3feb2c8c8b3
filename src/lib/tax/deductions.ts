/* The standard deduction, or the itemized deductions of Schedule A, whichever is larger; and gifts to charity without itemizing. */
import { dollars, isJoint, type FilingStatus, type TaxYearFigures } from "./figures";
import type { Household, Person } from "./inputs";

export function standardDeduction(figures: TaxYearFigures["standardDeduction"], status: FilingStatus, people: readonly Person[]): number {
  const married = status === "marriedJointly" || status === "marriedSeparately" || status === "qualifyingSurvivingSpouse";
  const conditions = people.reduce((count, person) => count + Number(person.age65OrOlder) + Number(person.blind), 0);
  return figures.basic[status] + conditions * (married ? figures.additionalMarried : figures.additionalUnmarried);
}

/** The SALT limit (Schedule A's SALT worksheet): reduced above the threshold, never below the floor; half of it when married filing separately. */
export function saltLimit(figures: TaxYearFigures["stateAndLocalTaxes"], status: FilingStatus, magi: number): number {
  const separate = status === "marriedSeparately";
  const threshold = separate ? figures.phaseDownStartsSeparate : figures.phaseDownStarts;
  const limit = Math.max(figures.floor, figures.limit - figures.phaseDownRate * Math.max(0, magi - threshold));
  return dollars(separate ? limit * figures.separateShare : limit);
}

export interface Itemized {
  stateAndLocalTaxes: number;
  mortgageInterest: number;
  giftsToCharity: number;
  total: number;
}

export function itemizedDeductions(figures: TaxYearFigures, household: Household, agi: number): Itemized {
  const stateAndLocalTaxes = Math.min(household.stateAndLocalTaxes, saltLimit(figures.stateAndLocalTaxes, household.filingStatus, agi));
  const giftsToCharity = dollars(Math.max(0, household.giftsToCharity - figures.charitableGifts.itemizedFloorShare * agi));
  const mortgageInterest = household.mortgageInterest;
  return { stateAndLocalTaxes, mortgageInterest, giftsToCharity, total: stateAndLocalTaxes + mortgageInterest + giftsToCharity };
}

/** Cash gifts to charity deductible by those who take the standard deduction (from 2026). */
export function giftsWithoutItemizing(figures: TaxYearFigures["charitableGifts"], status: FilingStatus, gifts: number): number {
  return Math.min(gifts, isJoint(status) ? figures.withoutItemizingJoint : figures.withoutItemizing);
}
