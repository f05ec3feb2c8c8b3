/*
 * The city's credits for a full-year resident: the household credit (IT-201 line 48), from a table by federal AGI,
 * not refundable; and the earned income credit (line 70), a share of the federal credit by New York AGI, in whole
 * dollars (IT-215 Worksheet C), refundable.
 * Married filing separately figures the household credit from both spouses' incomes ("ask us").
 */
import { dollars, type FilingStatus } from "../figures";
import { creditFromTable, type NewYorkFigures } from "./figures";

export function cityHouseholdCredit(
  figures: NewYorkFigures["newYorkCityHouseholdCredit"],
  filingStatus: Exclude<FilingStatus, "marriedSeparately">,
  federalAgi: number,
  /** The filer, a joint spouse and the dependents. */
  people: number,
  cityTax: number,
): number {
  const credit = filingStatus === "single" ? creditFromTable(figures.single, federalAgi) : creditFromTable(figures.perPerson, federalAgi) * people;
  return Math.min(credit, cityTax);
}

export function cityEarnedIncomeCredit(figures: NewYorkFigures["newYorkCityEarnedIncomeCredit"], newYorkAgi: number, federalCredit: number): number {
  const band = [...figures.bands].reverse().find((each) => newYorkAgi >= each.atLeast) ?? figures.bands[0];
  const reduction = band.reducedAbove > 0 ? Math.max(0, newYorkAgi - band.reducedAbove) * figures.reductionPerDollar : 0;
  return dollars(federalCredit * (band.share - reduction));
}
