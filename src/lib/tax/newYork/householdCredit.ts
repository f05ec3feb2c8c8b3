/*
 * The New York State household credit (IT-201 line 40): an amount from a table by federal AGI, for a single filer
 * alone, for other filers by the number of people on the return. Not refundable: at most the tax of line 39.
 * Married filing separately figures it from both spouses' incomes, which the estimate does not have ("ask us").
 */
import type { FilingStatus } from "../figures";
import { creditFromTable, type NewYorkFigures } from "./figures";

export function householdCredit(
  figures: NewYorkFigures["newYorkHouseholdCredit"],
  filingStatus: Exclude<FilingStatus, "marriedSeparately">,
  federalAgi: number,
  /** The filer, a joint spouse and the dependents. */
  people: number,
  tax: number,
): number {
  const credit =
    filingStatus === "single"
      ? creditFromTable(figures.single, federalAgi)
      : creditFromTable(figures.base, federalAgi) + creditFromTable(figures.additionalPerPerson, federalAgi) * (people - 1);
  return Math.min(credit, tax);
}
