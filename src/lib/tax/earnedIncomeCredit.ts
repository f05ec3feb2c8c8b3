/*
 * The earned income credit as the EIC Table of the Form 1040 instructions gives it, which the instructions ask
 * filers to use: incomes in rows of $50, the credit figured at the row's midpoint ($25, $75…). The exact formula
 * of section 32 (on the income itself) can differ by a few dollars: $15,600 with no children is $301 by the
 * formula and $300 in the table. The rows' rules follow the IRS's Tax Withholding Estimator (the 2026 table itself
 * was not available): the maximum credit from the row that reaches the earned income amount, no reduction in the
 * row where the phase-out begins, and the last row ending at the completed phase-out, figured at its own midpoint.
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
