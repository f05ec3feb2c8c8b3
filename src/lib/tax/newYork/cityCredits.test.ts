/*
 * The city's household credit (IT-201 line 48) and earned income credit (line 70), worked by hand with the content's
 * tables: the household credit by federal AGI (2025 IT-201 instructions, line 48), the earned income credit's share
 * of the federal credit by New York AGI (IT-215 instructions, New York City earned income credit table), rounded to the
 * whole dollar entered on line 70 (50 cents and more up).
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { cityEarnedIncomeCredit, cityHouseholdCredit } from "./cityCredits";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026);
const household = figures.newYorkCityHouseholdCredit;
const earnedIncome = figures.newYorkCityEarnedIncomeCredit;

describe("the New York City household credit, IT-201 line 48", () => {
  it("single: $15 up to $10,000, $10 up to $12,500, nothing above", () => {
    expect(cityHouseholdCredit(household, "single", 10_000, 1, 1_000)).toBe(15);
    expect(cityHouseholdCredit(household, "single", 10_001, 1, 1_000)).toBe(10);
    expect(cityHouseholdCredit(household, "single", 12_501, 1, 1_000)).toBe(0);
  });

  it("head of household with two children, AGI $16,000: 3 people × $25", () => {
    expect(cityHouseholdCredit(household, "headOfHousehold", 16_000, 3, 1_000)).toBe(75);
  });

  it("not refundable: at most the city's tax", () => {
    expect(cityHouseholdCredit(household, "marriedJointly", 14_000, 4, 50)).toBe(50);
  });
});

describe("the New York City earned income credit, IT-201 line 70", () => {
  it("30% under $5,000 of New York AGI", () => {
    expect(cityEarnedIncomeCredit(earnedIncome, 4_000, 1_000)).toBe(300);
  });

  it("between $5,000 and $7,500 the share falls toward 25%: $6,000 is 30% − 0.002 × 1,001 points", () => {
    // 30% − 2.002% = 27.998% of $1,000 = $279.98, up to $280.
    expect(cityEarnedIncomeCredit(earnedIncome, 6_000, 1_000)).toBe(280);
  });

  it("a flat 10% from $42,500", () => {
    expect(cityEarnedIncomeCredit(earnedIncome, 45_000, 500)).toBe(50);
  });
});
