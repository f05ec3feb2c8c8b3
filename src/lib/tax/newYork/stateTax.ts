/*
 * New York State's tax on a full-year resident's income, Form IT-201 lines 33 to 39, for a household whose New York
 * AGI is the federal AGI: the estimate's incomes (wages, self-employment, interest, ordinary dividends,
 * unemployment) have no New York addition or subtraction (IT-201 lines 20 to 32).
 */
import type { NewYorkFigures } from "./figures";
import type { Household } from "../inputs";
import { supplementalTaxWorksheet } from "./supplementalTax";
import { newYorkTaxOn } from "./taxTable";

export interface StateTaxLines {
  /** Line 33. */
  newYorkAdjustedGrossIncome: number;
  /** Line 34, the standard deduction (New York itemized deductions lead to "ask us"). */
  standardDeduction: number;
  /** Line 35: line 33 less line 34, not below 0. */
  incomeLessDeduction: number;
  /** Line 36: the dependent exemption times the dependents on the federal return. */
  dependentExemptions: number;
  /** Lines 37 and 38. */
  taxableIncome: number;
  /**
   * Line 39: the tax table's amount under its limit, the rate schedule's from it; above the supplemental tax's
   * threshold the tax computation worksheet's.
   */
  tax: number;
  /** How line 39 was figured. */
  taxMethod: "taxTable" | "rateSchedule" | "supplementalTaxWorksheet";
}

export const dependentsOf = (household: Household) =>
  household.childrenUnder17WithSsn + household.childrenUnder17WithoutSsn + household.otherDependents;

export function stateTaxLines(
  figures: NewYorkFigures["newYorkState"],
  household: Household,
  federalAgi: number,
  supplemental: NewYorkFigures["newYorkSupplementalTax"],
): StateTaxLines {
  const newYorkAdjustedGrossIncome = federalAgi;
  const standardDeduction = figures.standardDeduction[household.filingStatus];
  const incomeLessDeduction = Math.max(0, newYorkAdjustedGrossIncome - standardDeduction);
  const dependentExemptions = figures.dependentExemption * dependentsOf(household);
  const taxableIncome = Math.max(0, incomeLessDeduction - dependentExemptions);
  const lines = { newYorkAdjustedGrossIncome, standardDeduction, incomeLessDeduction, dependentExemptions, taxableIncome };
  if (newYorkAdjustedGrossIncome <= figures.supplementalTaxAbove) {
    const { tax, method } = newYorkTaxOn(figures.brackets[household.filingStatus], taxableIncome, figures.taxTableBelow);
    return { ...lines, tax, taxMethod: method };
  }
  // Above the threshold the tax computation worksheets recapture the lower brackets' benefit (Tax Law 601(d-1)).
  const { tax } = supplementalTaxWorksheet(figures, supplemental, household.filingStatus, newYorkAdjustedGrossIncome, taxableIncome);
  return { ...lines, tax, taxMethod: "supplementalTaxWorksheet" };
}
