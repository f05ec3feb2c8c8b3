/*
 * New York's tax on taxable income below the tax tables' limit ($65,000): the New York State tax table (IT-201 line
 * 39) and the New York City tax table (line 47a) list taxable income in rows and give the tax figured on the row's
 * midpoint, in whole dollars. The rows are $12.50 wide up to $25, then $25 up to $50, then $50: so OpenTaxSolver's
 * IT-201 program reads the tables of the instructions ("Place into center of a $50 bracket", then round to the whole
 * dollar). The 2026 tables themselves were not available; at or above the limit the rate schedule's tax is used.
 */
import { dollars, type Bracket } from "../figures";
import { scheduleTax } from "../taxTable";

/** The taxable income the table figures its row's tax on: the midpoint of the row it falls in. */
export function newYorkTaxTableMidpoint(taxableIncome: number): number {
  const width = taxableIncome < 25 ? 12.5 : taxableIncome < 50 ? 25 : 50;
  return Math.floor(taxableIncome / width) * width + width / 2;
}

export interface NewYorkTaxFromTable {
  tax: number;
  method: "taxTable" | "rateSchedule";
}

/** The tax table's amount below the limit, the rate schedule's at or above it, in whole dollars. */
export function newYorkTaxOn(brackets: readonly Bracket[], taxableIncome: number, tableBelow: number): NewYorkTaxFromTable {
  if (taxableIncome <= 0) return { tax: 0, method: "taxTable" };
  if (taxableIncome < tableBelow) return { tax: dollars(scheduleTax(brackets, newYorkTaxTableMidpoint(taxableIncome))), method: "taxTable" };
  return { tax: dollars(scheduleTax(brackets, taxableIncome)), method: "rateSchedule" };
}
