/*
 * The earned income credit as the EIC Table of the Form 1040 instructions gives it, which the instructions ask filers
 * to use: incomes in rows of $50, each row's credit figured at its midpoint ($25, $75…). The row that reaches the
 * earned income amount has the maximum credit; the row in which the phase-out begins is not reduced; the last row
 * ends at the completed phase-out and is figured at its own midpoint. Neither the maximum credit (the credit rate
 * times the earned income amount) nor the reduction is rounded on the way: the credit is rounded once, to whole
 * dollars. The exact formula of section 32, on the income itself, can differ by a few dollars: $15,600 with no
 * children is $301 by the formula and $299 here (664.02 less 0.0765 × (15,625 − 10,860) = 364.5225: 299.4975).
 * The IRS's Tax Withholding Estimator rounds both to cents first (664.02 − 364.52 = 299.50) and has $300 (its 2026
 * test scenario K). Which of the two the 2026 EIC Table follows is not known until the IRS publishes it with the 2026
 * Form 1040 instructions (not yet out on 2026-11-25): then read its row 15,600–15,650, no children; if it says 300,
 * round the two amounts to cents here first.
 */
import { dollars, isJoint, type EicColumn, type FilingStatus } from "./figures";

const ROW = 50;

/** The table's credit for an income in one column (number of children, joint or not). */
export function eicTableAmount(column: EicColumn, status: FilingStatus, income: number): number {
  const joint = isJoint(status);
  const starts = joint ? column.phaseOutStartsJoint : column.phaseOutStarts;
  const ends = joint ? column.phaseOutEndsJoint : column.phaseOutEnds;
  if (income <= 0 || income >= ends) return 0;
  const lower = Math.floor(income / ROW) * ROW;
  const lastRow = Math.floor(ends / ROW) * ROW;
  const midpoint = lower === lastRow ? (lower + ends) / 2 : lower + ROW / 2;
  // Section 32(a)-(b): the credit rate times the earned income amount, not rounded.
  const maximum = column.creditRate * column.earnedIncomeAmount;
  const phasedIn = lower + ROW - 1 >= column.earnedIncomeAmount ? maximum : Math.min(maximum, column.creditRate * midpoint);
  const reduction = lower < starts ? 0 : column.phaseOutRate * (midpoint - starts);
  return Math.max(0, dollars(phasedIn - reduction));
}

/** The credit: the table's for earned income, and, once AGI reaches the phase-out, the smaller of it and the table's for AGI. */
export function earnedIncomeCredit(column: EicColumn, status: FilingStatus, earnedIncome: number, agi: number): number {
  const onEarnings = eicTableAmount(column, status, earnedIncome);
  const starts = isJoint(status) ? column.phaseOutStartsJoint : column.phaseOutStarts;
  return agi >= starts && agi !== earnedIncome ? Math.min(onEarnings, eicTableAmount(column, status, agi)) : onEarnings;
}
