/*
 * New York's tax tables, made from the rate schedules: rows of $12.50 up to $25, of $25 up to $50, then of $50 up
 * to the tables' limit, each taxed on its midpoint and rounded to the whole dollar. The schedules are fixtures of
 * the test, so that a change of the year's figures leaves the rule's tests as they are.
 */
import { describe, expect, it } from "vitest";
import { newYorkTaxOn, newYorkTaxTableMidpoint } from "./taxTable";

const brackets = [
  { over: 0, rate: 0.04 },
  { over: 10_000, rate: 0.06 },
];
const limit = 65_000;

describe("the row a taxable income falls in, and its midpoint", () => {
  it("rows of $12.50 under $25, of $25 from $25 to $50", () => {
    expect(newYorkTaxTableMidpoint(1)).toBe(6.25);
    expect(newYorkTaxTableMidpoint(12)).toBe(6.25);
    expect(newYorkTaxTableMidpoint(13)).toBe(18.75);
    expect(newYorkTaxTableMidpoint(24)).toBe(18.75);
    expect(newYorkTaxTableMidpoint(25)).toBe(37.5);
    expect(newYorkTaxTableMidpoint(49)).toBe(37.5);
  });

  it("rows of $50 from $50: a row includes its 'at least' and excludes its 'but less than'", () => {
    expect(newYorkTaxTableMidpoint(50)).toBe(75);
    expect(newYorkTaxTableMidpoint(99)).toBe(75);
    expect(newYorkTaxTableMidpoint(100)).toBe(125);
    expect(newYorkTaxTableMidpoint(42_000)).toBe(42_025);
    expect(newYorkTaxTableMidpoint(42_049)).toBe(42_025);
    expect(newYorkTaxTableMidpoint(64_999)).toBe(64_975);
  });
});

describe("the tax: the table's below the limit, the rate schedule's from it", () => {
  it("no taxable income, no tax", () => {
    expect(newYorkTaxOn(brackets, 0, limit)).toEqual({ tax: 0, method: "taxTable" });
  });

  it("every income of a row has the row's tax, rounded to the dollar", () => {
    // Row $9,950-$10,000 on $9,975: 4% = $399. Row $10,000-$10,050 on $10,025: $400 + 6% × 25 = $401.50, $402.
    expect(newYorkTaxOn(brackets, 9_950, limit).tax).toBe(399);
    expect(newYorkTaxOn(brackets, 9_999, limit).tax).toBe(399);
    expect(newYorkTaxOn(brackets, 10_000, limit)).toEqual({ tax: 402, method: "taxTable" });
    expect(newYorkTaxOn(brackets, 10_049, limit).tax).toBe(402);
  });

  it("the table's last row and the schedule's first dollar", () => {
    // Row $64,950-$65,000 on $64,975: $400 + 6% × 54,975 = $3,698.50, $3,699. At $65,000 the schedule: $3,700.
    expect(newYorkTaxOn(brackets, 64_999, limit)).toEqual({ tax: 3_699, method: "taxTable" });
    expect(newYorkTaxOn(brackets, 65_000, limit)).toEqual({ tax: 3_700, method: "rateSchedule" });
    expect(newYorkTaxOn(brackets, 65_010, limit).tax).toBe(3_701);
  });

  it("the first rows: $1 is taxed on $6.25 (25 cents, nothing), $20 on $18.75 (75 cents, $1)", () => {
    expect(newYorkTaxOn(brackets, 1, limit).tax).toBe(0);
    expect(newYorkTaxOn(brackets, 20, limit).tax).toBe(1);
  });
});
