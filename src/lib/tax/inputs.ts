/* What the visitor tells the estimate: one household's year, in whole dollars. */
import type { FilingStatus } from "./figures";

/** What the visitor ticked as part of their year that the estimate leaves out. */
export const OUT_OF_SCOPE_INPUTS = [
  "capitalGains",
  "qualifiedDividends",
  "otherIncome",
  "otherAdjustments",
  "otherCredits",
  "claimedAsDependent",
] as const;
export type OutOfScopeInput = (typeof OUT_OF_SCOPE_INPUTS)[number];

/** The filer, or the spouse on a joint return. */
export interface Person {
  age65OrOlder: boolean;
  blind: boolean;
  /** A Social Security number valid for work, issued before the return's due date. */
  validSsn: boolean;
  /** Wages (Form W-2, box 1). */
  wages: number;
  /** Net profit from self-employment (Schedule C), a loss as 0. */
  selfEmploymentProfit: number;
  /** Qualified tips, included in wages or profit. */
  qualifiedTips: number;
  /** The premium part of overtime pay (the "half" of time-and-a-half), included in wages. */
  overtimePremium: number;
}

export interface Household {
  filingStatus: FilingStatus;
  filer: Person;
  /** On a joint return; for married filing separately, only their age and blindness count (and only if they have no income). */
  spouse?: Person;
  /** Qualifying children under 17 at the end of the year, with and without a Social Security number valid for work. */
  childrenUnder17WithSsn: number;
  childrenUnder17WithoutSsn: number;
  /** Other dependents (a child of 17 or over, a parent…). */
  otherDependents: number;
  /** Of the other dependents, those who are qualifying children for the earned income credit (a student under 24…), with an SSN. */
  otherDependentsQualifyingForEic?: number;
  /** Taxable interest, ordinary dividends (none of them qualified) and unemployment compensation. */
  interest: number;
  ordinaryDividends: number;
  unemployment: number;
  /** Interest on a qualifying loan for a new car assembled in the US. */
  carLoanInterest: number;
  /** Itemized deductions: state and local taxes paid, home mortgage interest, gifts to charity (cash). */
  stateAndLocalTaxes: number;
  mortgageInterest: number;
  giftsToCharity: number;
  federalTaxWithheld: number;
  estimatedTaxPaid: number;
  /** Inputs the estimate does not cover: any of them leads to "ask us". */
  outOfScope?: Partial<Record<OutOfScopeInput, boolean>>;
}

export const peopleOf = (household: Household): Person[] =>
  household.filingStatus === "marriedJointly" && household.spouse ? [household.filer, household.spouse] : [household.filer];
