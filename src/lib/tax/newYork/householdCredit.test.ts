/*
 * The New York State household credit (IT-201 line 40), worked by hand with the content's tables (2025 IT-201
 * instructions, line 40): table 1 for single filers, table 2 (a base, and an amount for each person after the first)
 * for the others; each row is for AGI over the row before's limit and not over its own.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { householdCredit } from "./householdCredit";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026).newYorkHouseholdCredit;
const enoughTax = 10_000;

describe("the New York State household credit, IT-201 line 40", () => {
  it("single: $75 up to $5,000, $60 just above it, $20 at $28,000, nothing above", () => {
    expect(householdCredit(figures, "single", 5_000, 1, enoughTax)).toBe(75);
    expect(householdCredit(figures, "single", 5_001, 1, enoughTax)).toBe(60);
    expect(householdCredit(figures, "single", 28_000, 1, enoughTax)).toBe(20);
    expect(householdCredit(figures, "single", 28_001, 1, enoughTax)).toBe(0);
  });

  it("married filing jointly, two children, AGI $24,000: $50 and 3 × $10", () => {
    expect(householdCredit(figures, "marriedJointly", 24_000, 4, enoughTax)).toBe(80);
  });

  it("head of household, one child, AGI $32,001: nothing", () => {
    expect(householdCredit(figures, "headOfHousehold", 32_001, 2, enoughTax)).toBe(0);
  });

  it("not refundable: at most the tax of line 39", () => {
    expect(householdCredit(figures, "marriedJointly", 4_000, 3, 12)).toBe(12);
  });
});
