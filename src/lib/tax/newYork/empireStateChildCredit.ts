/*
 * The Empire State child credit for 2026 (Form IT-213, IT-201 line 63): an amount per qualifying child under 17, larger
 * under 4, reduced for each $1,000 (or part of it) of federal AGI above the filing status's threshold, in whole dollars
 * (a reduction of $16.50 a $1,000 can leave 50 cents, which go up to the next dollar). Refundable.
 */
import { dollars, type FilingStatus } from "../figures";
import type { NewYorkFigures } from "./figures";

export interface ChildrenForCredit {
  under17: number;
  /** Of them, those under 4 at the end of the year. */
  under4: number;
}

export function empireStateChildCredit(
  figures: NewYorkFigures["empireStateChildCredit"],
  filingStatus: FilingStatus,
  federalAgi: number,
  children: ChildrenForCredit,
): number {
  const under4 = Math.min(children.under4, children.under17);
  const base = under4 * figures.underFour + (children.under17 - under4) * figures.fourToSixteen;
  const thousandsAbove = Math.ceil(Math.max(0, federalAgi - figures.phaseOutStarts[filingStatus]) / 1000);
  return Math.max(0, dollars(base - thousandsAbove * figures.reductionPerThousand));
}
