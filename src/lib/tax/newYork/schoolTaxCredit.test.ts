/*
 * The New York City school tax credit, worked by hand with the content's figures (2025 IT-201 instructions, lines 69
 * and 69a): the fixed amount by filing status for income up to $250,000; the rate reduction amount, 0.171% of city
 * taxable income up to the threshold, then the rounded base plus 0.228% of the rest, up to $500,000; entered on line
 * 69a in whole dollars (50 cents and more up).
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { schoolTaxCreditFixedAmount, schoolTaxCreditRateReduction } from "./schoolTaxCredit";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026).newYorkCitySchoolTaxCredit;

describe("the New York City school tax credit, IT-201 lines 69 and 69a", () => {
  it("the fixed amount: $63 single, $125 joint, none above $250,000", () => {
    expect(schoolTaxCreditFixedAmount(figures, "single", 250_000)).toBe(63);
    expect(schoolTaxCreditFixedAmount(figures, "marriedJointly", 100_000)).toBe(125);
    expect(schoolTaxCreditFixedAmount(figures, "single", 250_001)).toBe(0);
  });

  it("the rate reduction amount, head of household, $30,000: $25 + 0.228% × $15,600 = $60.568, $61", () => {
    expect(schoolTaxCreditRateReduction(figures, "headOfHousehold", 30_000)).toBe(61);
  });

  it("the rate reduction amount: none above $500,000 of city taxable income", () => {
    expect(schoolTaxCreditRateReduction(figures, "single", 500_001)).toBe(0);
  });
});
