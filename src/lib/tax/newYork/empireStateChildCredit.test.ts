/*
 * The Empire State child credit for 2026, worked by hand with the content's figures, as the Department's page gives
 * the rule (https://www.tax.ny.gov/pit/credits/empire_state_child_credit.htm): $1,000 per qualifying child under 4,
 * $500 per child aged 4 to 16, less $16.50 for every $1,000 of federal AGI above the filing status's threshold; entered
 * on line 63 in whole dollars, so that an odd number of $16.50s leaves 50 cents, which go up to the next dollar.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { empireStateChildCredit } from "./empireStateChildCredit";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026).empireStateChildCredit;

describe("the Empire State child credit, IT-201 line 63", () => {
  it("married filing jointly, two children under 4 and one of 8, AGI $110,000: the whole credit", () => {
    expect(empireStateChildCredit(figures, "marriedJointly", 110_000, { under17: 3, under4: 2 })).toBe(2_500);
  });

  it("the same family at $115,500: six $1,000s (or parts) above $110,000, 6 × $16.50 = $99 less", () => {
    expect(empireStateChildCredit(figures, "marriedJointly", 115_500, { under17: 3, under4: 2 })).toBe(2_401);
  });

  it("married filing separately, one child of 10, AGI $60,000: five $1,000s above $55,000, $500 − $82.50 = $417.50, $418", () => {
    expect(empireStateChildCredit(figures, "marriedSeparately", 60_000, { under17: 1, under4: 0 })).toBe(418);
  });

  it("a qualifying surviving spouse is reduced above $75,000, as the Department's page says", () => {
    // PolicyEngine-US gives a surviving spouse the joint $110,000; at $80,000 it would allow the whole $500. Five
    // $1,000s above $75,000: $500 − $82.50 = $417.50, $418.
    expect(empireStateChildCredit(figures, "qualifyingSurvivingSpouse", 80_000, { under17: 1, under4: 0 })).toBe(418);
  });

  it("never below zero", () => {
    expect(empireStateChildCredit(figures, "single", 200_000, { under17: 1, under4: 0 })).toBe(0);
  });

  it("no child, no credit", () => {
    expect(empireStateChildCredit(figures, "single", 30_000, { under17: 0, under4: 0 })).toBe(0);
  });
});
