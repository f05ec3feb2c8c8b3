/*
 * The supplemental tax's worksheets line by line, worked by hand with the 2026 figures of the content, then
 * PolicyEngine-US's cases of 2023 (its ny_supplemental_tax.yaml) with that year's figures as a fixture of the test.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import type { FilingStatus } from "../figures";
import type { NewYorkFigures } from "./figures";
import { newYorkState2025, newYorkSupplementalTax2025 } from "./fixtures/figures2025";
import { supplementalTaxWorksheet } from "./supplementalTax";
import { scheduleTax } from "../taxTable";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026);
const worksheet = (status: FilingStatus, agi: number, taxableIncome: number) =>
  supplementalTaxWorksheet(figures.newYorkState, figures.newYorkSupplementalTax, status, agi, taxableIncome);

describe("the supplemental tax's worksheets, 2026", () => {
  it("the first worksheet, single, AGI $120,000, taxable income $112,000: a quarter of the benefit taken back", () => {
    // Line 3: 5.9% (the bracket below $215,400) × 112,000 = 6,608. Line 4, the schedule: 4,190.10 + 5.9% × 31,350
    // = 6,039.75. Line 5: 568.25. Line 6: 120,000 − 107,650 = 12,350; line 7: 0.247; line 8: 140.35775.
    // Line 9: 6,180.10775, $6,180.
    expect(worksheet("single", 120_000, 112_000)).toEqual({
      worksheet: "first",
      lines: [
        120_000,
        112_000,
        6_608,
        expect.closeTo(6_039.75, 6),
        expect.closeTo(568.25, 6),
        12_350,
        0.247,
        expect.closeTo(140.35775, 6),
        expect.closeTo(6_180.10775, 6),
      ],
      tax: 6_180,
    });
  });

  it("the first worksheet from AGI $157,650: all of taxable income at the bracket's rate (line 3)", () => {
    // 5.9% × 192,000 = 11,328; married filing separately, 5.9% × 212,000 = 12,508.
    expect(worksheet("single", 200_000, 192_000)).toMatchObject({ worksheet: "first", tax: 11_328 });
    expect(worksheet("single", 157_650, 149_650).lines).toHaveLength(3);
    expect(worksheet("marriedSeparately", 220_000, 212_000).tax).toBe(12_508);
  });

  it("one dollar above the threshold: a share of 0.00002 rounds to 0.0000, the schedule's tax", () => {
    // Taxable income $99,651: 4,190.10 + 5.9% × 19,001 = 5,311.159, $5,311.
    const { lines, tax } = worksheet("single", 107_651, 99_651);
    expect(lines[6]).toBe(0);
    expect(tax).toBe(5_311);
  });

  it("a recapture row, joint, AGI $300,000, taxable income $283,950: the row's whole benefit", () => {
    // Line 3, the schedule: 8,391.20 + 5.9% × 122,400 = 15,612.80. Line 4: $333; line 5: $807. Line 6: 138,450;
    // line 7: 50,000; line 8: 1; line 9: 807. Line 10: 16,752.80, $16,753 (5.9% of all of it, less 25 cents).
    expect(worksheet("marriedJointly", 300_000, 283_950)).toEqual({
      worksheet: "recapture",
      lines: [300_000, 283_950, expect.closeTo(15_612.8, 6), 333, 807, 138_450, 50_000, 1, 807, expect.closeTo(16_752.8, 6)],
      tax: 16_753,
    });
  });

  it("a recapture row phasing in, joint, AGI $350,000, taxable income $333,950", () => {
    // Line 3: 17,928.55 + 6.85% × 10,750 = 18,664.925. Line 4: $1,140; line 5: $3,071. Line 6: 26,800; line 8:
    // 0.536; line 9: 1,646.056. Line 10: 21,450.981, $21,451.
    const { worksheet: which, lines, tax } = worksheet("marriedJointly", 350_000, 333_950);
    expect(which).toBe("recapture");
    expect(lines[7]).toBe(0.536);
    expect(tax).toBe(21_451);
  });

  it("a qualifying surviving spouse uses the joint rows; a head of household its own", () => {
    expect(worksheet("qualifyingSurvivingSpouse", 350_000, 333_950).tax).toBe(21_451);
    // Head of household, AGI $300,000, taxable income $288,800: row $269,300 ($787, $2,559), line 6 30,700, line 8
    // 0.614. Schedule: 499.20 + 213.40 + 167.375 + 5.4% × 86,750 (4,684.50) + 5.9% × 161,650 (9,537.35) + 6.85% ×
    // 19,500 (1,335.75) = 16,437.575. Plus 787 plus 2,559 × 0.614 (1,571.226): 18,795.801, $18,796.
    expect(worksheet("headOfHousehold", 300_000, 288_800).tax).toBe(18_796);
  });

  it("AGI above $25,000,000: all taxable income at the top rate, 10.9%", () => {
    expect(worksheet("headOfHousehold", 30_000_000, 29_988_800)).toEqual({
      worksheet: "flatRate",
      lines: [29_988_800, expect.closeTo(3_268_779.2, 4)],
      tax: 3_268_779,
    });
  });
});

describe("the 2026 recapture amounts agree with the rate schedules", () => {
  // Each row's recapture base is what taxing all income up to the row at the rate below it adds to the schedule's
  // tax; with its incremental benefit, what the rate above it adds. The law rounds them to the dollar; PolicyEngine-US's
  // single and separate figures ($567, $2,614) are $1.25 and $0.55 below the schedules' (content note).
  const state = figures.newYorkState;
  for (const [status, rows] of Object.entries(figures.newYorkSupplementalTax.recapture) as [
    FilingStatus,
    NewYorkFigures["newYorkSupplementalTax"]["recapture"][FilingStatus],
  ][]) {
    it(`${status}: each row within $1.25 of the schedule`, () => {
      const brackets = state.brackets[status];
      for (const row of rows) {
        const below = brackets.filter((bracket) => bracket.over < row.taxableIncomeOver).at(-1)!;
        const above = brackets.find((bracket) => bracket.over === row.taxableIncomeOver)!;
        const tax = scheduleTax(brackets, row.taxableIncomeOver);
        expect(Math.abs(row.recaptureBase - (row.taxableIncomeOver * below.rate - tax))).toBeLessThanOrEqual(1.25);
        expect(Math.abs(row.recaptureBase + row.incrementalBenefit - (row.taxableIncomeOver * above.rate - tax))).toBeLessThanOrEqual(1.25);
      }
    });
  }
});

describe("PolicyEngine-US's supplemental tax cases of 2023 (ny_supplemental_tax.yaml), with 2023's figures", () => {
  // 2023's schedules and recapture amounts (unchanged until 2025: fixtures/figures2025.ts); PolicyEngine states the
  // supplemental tax apart from the schedule's tax, so the test compares the worksheet's tax less the schedule's.
  const state2023 = newYorkState2025;
  const supplemental2023 = newYorkSupplementalTax2025;
  const supplementOnly = (status: FilingStatus, agi: number, taxableIncome: number) =>
    supplementalTaxWorksheet(state2023, supplemental2023, status, agi, taxableIncome).lines.at(-1)! -
    scheduleTax(state2023.brackets[status], taxableIncome);

  it("'Unit test for 2023 ny_supplemental_tax joint filer': AGI $120,000, taxable income $40,000, 82.251", () => {
    // The worksheet's line 5 is 5.5% × 40,000 − 1,867.50 = 332.50, times 0.247: 82.13. PolicyEngine takes the
    // rounded $333 of the next row's recapture base for it: 82.251, 12 cents more.
    expect(supplementOnly("marriedJointly", 120_000, 40_000)).toBeCloseTo(82.13, 2);
    expect(Math.abs(supplementOnly("marriedJointly", 120_000, 40_000) - 82.251)).toBeLessThan(0.15);
  });

  it("'Unit test for 2023 ny_supplemental_tax head of household filers': AGI $130,000, taxable income $120,000, 351.789", () => {
    // Line 5: 6% × 120,000 − 6,413.125 = 786.875, times 0.447: 351.733; PolicyEngine's $787 × 0.447 = 351.789.
    expect(Math.abs(supplementOnly("headOfHousehold", 130_000, 120_000) - 351.789)).toBeLessThan(0.06);
  });

  it("'Unit test for 2023 ny_supplemental_tax separate filers': AGI $220,000, taxable income $200,000, 568", () => {
    // The whole benefit: 6% × 200,000 − 11,431.75 = 568.25; PolicyEngine's rounded $568.
    expect(Math.abs(supplementOnly("marriedSeparately", 220_000, 200_000) - 568)).toBeLessThanOrEqual(0.25);
  });

  it("'Unit test for 2023 joint filer with AGI above $25M': all $26,000,000 at 10.9%", () => {
    expect(supplementalTaxWorksheet(state2023, supplemental2023, "marriedJointly", 30_000_000, 26_000_000).tax).toBe(2_834_000);
  });
});
