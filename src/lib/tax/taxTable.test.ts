/*
 * The Tax Table and the Tax Computation Worksheet for 2026, across every filing status. The 2026 draft Form 1040
 * instructions were not available: the expected rows were figured apart from this code (a separate script) from the
 * 2026 rate schedules, at the Tax Table's row midpoints, as the IRS's Tax Withholding Estimator figures its rounded
 * taxable income; where a UAT scenario of the Estimator has the same row, its expected figure is named beside it.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../node/loadFigures";
import { taxOn, taxTableMidpoint, worksheetSubtraction, bracketOf } from "./taxTable";

const figures = readTaxYear(fileURLToPath(new URL("../../../content", import.meta.url)), 2026);

describe("the Tax Table's rows", () => {
  it("figures the tax on the row's midpoint: $5, $10 then $25 rows below $3,000, $50 rows up to $100,000", () => {
    expect([0, 4, 5, 14, 15, 24, 25, 49, 2999, 3000, 3049, 99_999].map(taxTableMidpoint)).toEqual([
      2.5, 2.5, 10, 10, 20, 20, 37.5, 37.5, 2987.5, 3025, 3025, 99_975,
    ]);
  });

  // [taxable income, single, married filing jointly, married filing separately, head of household, qualifying surviving spouse]
  const rows: [number, number, number, number, number, number][] = [
    [3, 0, 0, 0, 0, 0], // 10% of 2.50, rounded
    [6686, 668, 668, 668, 668, 668], // midpoint 6,675: 667.50 (UAT column F)
    [12_410, 1243, 1243, 1243, 1243, 1243], // midpoint 12,425, in single's 12% bracket
    [35_900, 4063, 3815, 4063, 3957, 3815], // single 4,063 (UAT column BK)
    [63_700, 8732, 7151, 8732, 7293, 7151], // single 8,732 (UAT column S)
    [99_999, 16_707, 11_501, 16_707, 14_896, 11_501],
  ];
  it.each(rows)("taxable income %i: the Tax Table's tax for each filing status", (income, ...expected) => {
    const statuses = ["single", "marriedJointly", "marriedSeparately", "headOfHousehold", "qualifyingSurvivingSpouse"] as const;
    expect(statuses.map((status) => taxOn(figures.brackets[status], income).tax)).toEqual(expected);
  });
});

describe("the Tax Computation Worksheet, $100,000 and over", () => {
  // [filing status, taxable income, rate, subtraction amount, tax]
  const rows = [
    ["single", 105_445, 0.22, 5288, 17_910], // UAT column B
    ["single", 648_871, 0.37, 44_042.75, 196_040],
    ["marriedJointly", 219_800, 0.24, 14_804, 37_948], // UAT column D
    ["marriedJointly", 601_800, 0.35, 62_461.5, 148_169], // UAT column CD
    ["marriedSeparately", 236_325, 0.32, 23_544, 52_080], // UAT column X
    ["marriedSeparately", 395_900, 0.37, 38_917.75, 107_565], // UAT column CF
    ["headOfHousehold", 123_600, 0.24, 9213, 20_451], // UAT column CK
    ["headOfHousehold", 497_100, 0.35, 33_039, 140_946], // UAT column CA has 140,944 (see estimate.test.ts)
    ["qualifyingSurvivingSpouse", 459_600, 0.32, 47_088, 99_984], // UAT column CB
  ] as const;
  it.each(rows)("%s, %i: rate %d less %d", (status, income, rate, subtraction, tax) => {
    const brackets = figures.brackets[status];
    const bracket = bracketOf(brackets, income);
    expect(bracket.rate).toBe(rate);
    expect(worksheetSubtraction(brackets, bracket)).toBeCloseTo(subtraction, 2);
    expect(taxOn(brackets, income)).toEqual({ tax, method: "taxComputationWorksheet" });
  });
});
