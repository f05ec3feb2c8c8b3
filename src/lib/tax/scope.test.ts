import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { estimate } from "./estimate";
import type { Household } from "./inputs";
import { household, person } from "./fixtures/households";
import { readTaxYear } from "../../build/loadFigures";

const figures = readTaxYear(fileURLToPath(new URL("../../../content", import.meta.url)), 2026);

/** A person with `wages` and nothing else (fixtures/households.ts). */
const earning = (wages: number) => person({ wages });

/** What the estimate asks a person about, for a single filer with $60,000 of wages and `changes`. */
const askUs = (changes: Partial<Household>) => estimate(figures, household({ filer: earning(60_000), ...changes })).askUs;

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
      filer: earning(450_000),
      spouse: earning(0),
      stateAndLocalTaxes: 45_000,
      mortgageInterest: 20_000,
    };
    expect(askUs(high)).toContain("alternativeMinimumTax");
    // Single, $120,000 of wages, itemizing $20,000 of state and local taxes: the exemption covers it.
    expect(askUs({ filer: earning(120_000), stateAndLocalTaxes: 20_000, mortgageInterest: 15_000 })).not.toContain("alternativeMinimumTax");
  });

  it("asks us about the limit on itemized deductions in the top bracket, and not below it", () => {
    expect(askUs({ filer: earning(900_000), stateAndLocalTaxes: 10_000, mortgageInterest: 40_000 })).toContain("itemizedDeductionLimit");
    expect(askUs({ filer: earning(300_000), stateAndLocalTaxes: 10_000, mortgageInterest: 40_000 })).not.toContain("itemizedDeductionLimit");
  });

  it("asks us about the earned income credit of a married person filing separately only where a credit is possible", () => {
    const separate = { filingStatus: "marriedSeparately" as const, childrenUnder17WithSsn: 1 };
    expect(askUs({ ...separate, filer: earning(20_000) })).toContain("earnedIncomeCredit");
    expect(askUs({ ...separate, filer: earning(140_000) })).not.toContain("earnedIncomeCredit");
  });

  it("asks us about the net investment income tax where investment income meets a high income", () => {
    expect(askUs({ filer: earning(250_000), interest: 5_000 })).toContain("netInvestmentIncomeTax");
    expect(askUs({ filer: earning(100_000), interest: 5_000 })).not.toContain("netInvestmentIncomeTax");
  });

  it("asks us when itemized gifts to charity are above their share of AGI, and not when they are below it or not itemized", () => {
    const limit = figures.charitableGifts.itemizedLimitShare;
    // $60,000 of wages and enough mortgage interest to itemize: gifts just above and just below the limit's share.
    const itemizing = (gifts: number) => askUs({ mortgageInterest: 20_000, giftsToCharity: gifts });
    expect(itemizing(Math.ceil(60_000 * (limit + 0.01)))).toContain("charitableGiftsLimit");
    expect(itemizing(Math.floor(60_000 * (limit - 0.05)))).not.toContain("charitableGiftsLimit");
    // A small income that does not itemize: the gifts deducted are those allowed without itemizing.
    expect(askUs({ filer: earning(1_500), giftsToCharity: 1_200 })).not.toContain("charitableGiftsLimit");
  });
});
