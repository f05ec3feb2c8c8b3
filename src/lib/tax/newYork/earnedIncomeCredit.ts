/*
 * The New York State earned income credit (Form IT-215, IT-201 line 65): a share of the federal earned income credit,
 * less the household credit taken on line 40. Refundable.
 */
import { cents } from "./cents";
import type { NewYorkFigures } from "./figures";

export function newYorkEarnedIncomeCredit(
  figures: NewYorkFigures["newYorkEarnedIncomeCredit"],
  federalCredit: number,
  householdCreditTaken: number,
): number {
  return Math.max(0, cents(federalCredit * figures.federalShare - householdCreditTaken));
}
