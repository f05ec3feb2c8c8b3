/*
 * The New York City school tax credit, both refundable: the fixed amount (IT-201 line 69) for income up to its limit,
 * and the rate reduction amount (line 69a), a small rate on New York City taxable income up to its limit, with the
 * instructions' rounded base above the threshold, in whole dollars.
 */
import { dollars, type FilingStatus } from "../figures";
import type { NewYorkFigures } from "./figures";

type Figures = NewYorkFigures["newYorkCitySchoolTaxCredit"];

export const schoolTaxCreditFixedAmount = (figures: Figures, filingStatus: FilingStatus, income: number): number =>
  income <= figures.fixedAmountIncomeLimit ? figures.fixedAmount[filingStatus] : 0;

export function schoolTaxCreditRateReduction(figures: Figures, filingStatus: FilingStatus, cityTaxableIncome: number): number {
  if (cityTaxableIncome <= 0 || cityTaxableIncome > figures.rateReductionIncomeLimit) return 0;
  const threshold = figures.rateReductionUpperFrom[filingStatus];
  if (cityTaxableIncome <= threshold) return dollars(cityTaxableIncome * figures.rateReductionLowerRate);
  return dollars(figures.rateReductionUpperBase[filingStatus] + (cityTaxableIncome - threshold) * figures.rateReductionUpperRate);
}
