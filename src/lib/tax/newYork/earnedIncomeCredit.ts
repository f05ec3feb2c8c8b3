/*
 * The New York State earned income credit (Form IT-215, IT-201 line 65): a share of the federal earned income credit,
 * in whole dollars (IT-215 line 12), less the household credit taken on line 40 (line 15). Refundable.
 */
import { dollars } from "../figures";
import type { NewYorkFigures } from "./figures";

export function newYorkEarnedIncomeCredit(
  figures: NewYorkFigures["newYorkEarnedIncomeCredit"],
  federalCredit: number,
  householdCreditTaken: number,
): number {
  return Math.max(0, dollars(federalCredit * figures.federalShare) - householdCreditTaken);
}
