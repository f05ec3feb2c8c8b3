/*
 * New York's figures of a tax year, beside the federal ones in the same content file (content/tax-years/<year>.yaml,
 * declared in src/lib/content/types/taxYears.ts). Apart from TaxYearFigures so that the federal estimate's page, which
 * does not query them, keeps its type.
 */
import type { Bracket, FilingStatus, PerStatus } from "../figures";

interface Sourced {
  sources: readonly { title: string; url: string; urlEs?: string | null }[];
  note?: string;
}

export interface NewYorkFigures {
  newYorkState: Sourced & {
    brackets: Record<FilingStatus, readonly Bracket[]>;
    standardDeduction: PerStatus;
    dependentExemption: number;
    supplementalTaxAbove: number;
  };
  empireStateChildCredit: Sourced & { underFour: number; fourToSixteen: number; phaseOutStarts: PerStatus; reductionPerThousand: number };
  newYorkCity: Sourced & { brackets: Record<FilingStatus, readonly Bracket[]> };
}
