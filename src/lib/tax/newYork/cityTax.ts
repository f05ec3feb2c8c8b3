/*
 * New York City's resident tax, Form IT-201 lines 47 and 47a: the city taxes the state's taxable income (line 38)
 * at its own rates, with no recapture.
 */
import type { FilingStatus } from "../figures";
import type { NewYorkFigures } from "./figures";
import { newYorkTaxOn } from "./taxTable";

export interface CityTaxLines {
  /** Line 47: New York City taxable income, line 38's amount. */
  taxableIncome: number;
  /** Line 47a: the city tax table's amount under its limit, the rate schedule's from it. */
  tax: number;
}

export function cityTaxLines(figures: NewYorkFigures["newYorkCity"], filingStatus: FilingStatus, stateTaxableIncome: number): CityTaxLines {
  return { taxableIncome: stateTaxableIncome, tax: newYorkTaxOn(figures.brackets[filingStatus], stateTaxableIncome, figures.taxTableBelow).tax };
}
