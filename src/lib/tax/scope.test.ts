import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { estimate } from "./estimate";
import type { Household, Person } from "./inputs";
import { readTaxYear } from "../../build/loadFigures";

const figures = readTaxYear(fileURLToPath(new URL("../../../content", import.meta.url)), 2026);

const person = (wages: number): Person => ({
  age65OrOlder: false,
  blind: false,
  validSsn: true,
  wages,
  selfEmploymentProfit: 0,
  qualifiedTips: 0,
  overtimePremium: 0,
});

const household = (changes: Partial<Household>): Household => ({
  filingStatus: "single",
  filer: person(60_000),
  childrenUnder17WithSsn: 0,
  childrenUnder17WithoutSsn: 0,
  otherDependents: 0,
  interest: 0,
  ordinaryDividends: 0,
  unemployment: 0,
  carLoanInterest: 0,
  stateAndLocalTaxes: 0,
  mortgageInterest: 0,
  giftsToCharity: 0,
  federalTaxWithheld: 0,
  estimatedTaxPaid: 0,
  ...changes,
});

const askUs = (changes: Partial<Household>) => estimate(figures, household(changes)).askUs;

describe("what the estimate leaves to a person", () => {
  it("gives a number to an ordinary household", () => {
    expect(askUs({})).toEqual([]);
  });

  it("asks us about each part of the year the visitor ticked as not covered", () => {
    expect(askUs({ outOfScope: { capitalGains: true, otherCredits: true, otherIncome: false } })).toEqual(["capitalGains", "otherCredits"]);
  });

  it("asks us about the alternative minimum tax where, at its top rate, it could exceed the regular tax", () => {
    // Married, $450,000 of wages, $45,000 of state and local taxes (deducted up to the limit) and $20,000 of mortgage
    // interest: the taxes come back into AMT income, and 28% of it above the exemption is above the regular tax.
    const high = {
      filingStatus: "marriedJointly" as const,
      filer: person(450_000),
      spouse: person(0),
      stateAndLocalTaxes: 45_000,
      mortgageInterest: 20_000,
    };
    expect(askUs(high)).toContain("alternativeMinimumTax");
    // Single, $120,000 of wages, itemizing $20,000 of state and local taxes: the exemption covers it.
    expect(askUs({ filer: person(120_000), stateAndLocalTaxes: 20_000, mortgageInterest: 15_000 })).not.toContain("alternativeMinimumTax");
  });

  it("asks us about the limit on itemized deductions in the top bracket, and not below it", () => {
    expect(askUs({ filer: person(900_000), stateAndLocalTaxes: 10_000, mortgageInterest: 40_000 })).toContain("itemizedDeductionLimit");
    expect(askUs({ filer: person(300_000), stateAndLocalTaxes: 10_000, mortgageInterest: 40_000 })).not.toContain("itemizedDeductionLimit");
  });

  it("asks us about the earned income credit of a married person filing separately only where a credit is possible", () => {
    const separate = { filingStatus: "marriedSeparately" as const, childrenUnder17WithSsn: 1 };
    expect(askUs({ ...separate, filer: person(20_000) })).toContain("earnedIncomeCredit");
    expect(askUs({ ...separate, filer: person(140_000) })).not.toContain("earnedIncomeCredit");
  });

  it("asks us about the net investment income tax where investment income meets a high income", () => {
    expect(askUs({ filer: person(250_000), interest: 5_000 })).toContain("netInvestmentIncomeTax");
    expect(askUs({ filer: person(100_000), interest: 5_000 })).not.toContain("netInvestmentIncomeTax");
  });

  it("asks us when itemized gifts to charity are above their share of AGI, and not when they are below it or not itemized", () => {
    const limit = figures.charitableGifts.itemizedLimitShare;
    // $60,000 of wages and enough mortgage interest to itemize: gifts just above and just below the limit's share.
    const itemizing = (gifts: number) => askUs({ mortgageInterest: 20_000, giftsToCharity: gifts });
    expect(itemizing(Math.ceil(60_000 * (limit + 0.01)))).toContain("charitableGiftsLimit");
    expect(itemizing(Math.floor(60_000 * (limit - 0.05)))).not.toContain("charitableGiftsLimit");
    // A small income that does not itemize: the gifts deducted are those allowed without itemizing.
    expect(askUs({ filer: person(1_500), giftsToCharity: 1_200 })).not.toContain("charitableGiftsLimit");
  });
});
