/*
 * New York's figures of a tax year, beside the federal ones in the same content file (content/tax-years/<year>.yaml,
 * declared in src/lib/content/types/taxYears.ts). Apart from TaxYearFigures so that the federal estimate's page, which
 * does not query them, keeps its type.
 */
import type { Bracket, EstimatedTaxRules, FilingStatus, PerStatus } from "../figures";

interface Sourced {
  sources: readonly { title: string; url: string; urlEs?: string | null }[];
  note?: string;
}

/** A row of a credit's table: the amount for income above the row before's limit and not over this one's. */
export interface CreditRow {
  notOver: number;
  amount: number;
}

/** The amount of the row income falls in; none above the last row. */
export const creditFromTable = (rows: readonly CreditRow[], income: number): number => rows.find((row) => income <= row.notOver)?.amount ?? 0;

/** A row of the supplemental tax's worksheets: for taxable income above its amount, what is taken back. */
export interface RecaptureRow {
  taxableIncomeOver: number;
  recaptureBase: number;
  incrementalBenefit: number;
}

export interface NewYorkFigures {
  newYorkState: Sourced & {
    brackets: Record<FilingStatus, readonly Bracket[]>;
    standardDeduction: PerStatus;
    dependentExemption: number;
    taxTableBelow: number;
    supplementalTaxAbove: number;
  };
  newYorkSupplementalTax: Sourced & {
    phaseInLength: number;
    flatRateAbove: number;
    recapture: Record<FilingStatus, readonly RecaptureRow[]>;
  };
  empireStateChildCredit: Sourced & { underFour: number; fourToSixteen: number; phaseOutStarts: PerStatus; reductionPerThousand: number };
  newYorkHouseholdCredit: Sourced & { single: readonly CreditRow[]; base: readonly CreditRow[]; additionalPerPerson: readonly CreditRow[] };
  newYorkEarnedIncomeCredit: Sourced & { federalShare: number };
  newYorkCity: Sourced & { brackets: Record<FilingStatus, readonly Bracket[]>; taxTableBelow: number };
  newYorkCityHouseholdCredit: Sourced & { single: readonly CreditRow[]; perPerson: readonly CreditRow[] };
  newYorkCityEarnedIncomeCredit: Sourced & {
    bands: readonly { atLeast: number; share: number; reducedAbove: number }[];
    reductionPerDollar: number;
  };
  newYorkEstimatedTax: EstimatedTaxRules;
  newYorkCitySchoolTaxCredit: Sourced & {
    fixedAmount: PerStatus;
    fixedAmountIncomeLimit: number;
    rateReductionIncomeLimit: number;
    rateReductionLowerRate: number;
    rateReductionUpperRate: number;
    rateReductionUpperFrom: PerStatus;
    rateReductionUpperBase: PerStatus;
  };
}
