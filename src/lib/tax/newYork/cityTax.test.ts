/*
 * Form IT-201 lines 47 and 47a, worked by hand with the 2026 figures of the content: the city taxes line 38's amount
 * at its own schedule (2025 IT-201 instructions, New York City tax rate schedule): under $65,000 the city tax
 * table's amount, figured on the middle of the table's $50 row (taxTable.test.ts), from $65,000 the schedule's.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { cityTaxLines } from "./cityTax";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026).newYorkCity;

describe("New York City resident tax, IT-201 lines 47 and 47a", () => {
  it("single, taxable income $42,000: three brackets, on the table's row $42,000-$42,050", () => {
    // On $42,025: 3.078% × 12,000 = 369.36; 3.762% × 13,000 = 489.06; 3.819% × 17,025 = 650.18; $1,508.60, $1,509.
    expect(cityTaxLines(figures, "single", 42_000)).toEqual({ taxableIncome: 42_000, tax: 1_509 });
  });

  it("married filing jointly, taxable income $81,950: the joint schedule's wider brackets", () => {
    // 3.078% × 21,600 = 664.848; 3.762% × 23,400 = 880.308; 3.819% × 36,950 = 1,411.1205; $2,956.2765, $2,956.
    expect(cityTaxLines(figures, "marriedJointly", 81_950).tax).toBe(2_956);
  });

  it("head of household, taxable income $100,000: the top rate above $60,000", () => {
    // 3.078% × 14,400 = 443.232; 3.762% × 15,600 = 586.872; 3.819% × 30,000 = 1,145.70; 3.876% × 40,000 =
    // 1,550.40; $3,726.204, $3,726.
    expect(cityTaxLines(figures, "headOfHousehold", 100_000).tax).toBe(3_726);
  });

  it("the city table's last row and the schedule from $65,000", () => {
    // On $64,975: 369.36 + 489.06 + 954.75 + 3.876% × 14,975 (580.43) = $2,393.60, $2,394. At $65,000:
    // 1,813.17 + 3.876% × 15,000 (581.40) = $2,394.57, $2,395.
    expect(cityTaxLines(figures, "single", 64_999).tax).toBe(2_394);
    expect(cityTaxLines(figures, "single", 65_000).tax).toBe(2_395);
  });

  it("no taxable income, no tax", () => {
    expect(cityTaxLines(figures, "single", 0).tax).toBe(0);
  });
});
