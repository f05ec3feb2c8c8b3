/*
 * The earned income credit, worked by hand on the worksheets of the 2025 Instructions for Form 1040 (line 27a) for
 * households of our own, with the 2026 figures of the content (content/tax-years/2026.yaml): EIC Worksheet A (no
 * self-employment) and EIC Worksheet B (self-employment), https://www.irs.gov/instructions/i1040gi (PDF:
 * https://www.irs.gov/pub/irs-pdf/i1040gi.pdf). Worksheet B's Part 1 as the IRS's own text of it for 2024 reads,
 * https://www.irs.gov/media/166961: "1a. Enter the amount from Schedule SE, Part I, line 3 … 1d. Enter the amount from
 * Schedule SE, Part I, line 13. 1e. Subtract line 1d from 1c." The 2026 EIC Table is not yet published: its rows are
 * figured as earnedIncomeCredit.ts says (rows of $50, each figured at its midpoint).
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { estimate } from "../estimate";
import { household, person, WORKSHEET_HOUSEHOLDS } from "../fixtures/households";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026);

const eic = (changes: Parameters<typeof household>[0]) => estimate(figures, household(changes)).lines.earnedIncomeCredit;

describe("EIC Worksheet B: a self-employed filer's earned income is the profit less half the self-employment tax", () => {
  it("head of household, one child, $10,000 of profit: $3,154", () => {
    // Schedule SE: line 3, $10,000; line 4a, 92.35%: $9,235 (line 6); line 10, 12.4%: $1,145; line 11, 2.9%: $268;
    // line 12, $1,413; line 13, half: $707 (706.50 rounded).
    // Worksheet B, Part 1: line 1a, Schedule SE line 3: $10,000; 1c, $10,000; 1d, Schedule SE line 13: $707;
    // 1e: $9,293. Part 4: line 4a (wages), $0; 4b: $9,293 (less than $51,593, one child). Part 5: line 6, $9,293;
    // line 7, the EIC Table's row 9,250–9,300, one child: 34% of $9,275, $3,153.50, so $3,154; line 8, AGI
    // ($10,000 − $707): $9,293, the same as line 6 (line 9: yes), so line 11 is line 7.
    // Before: from line 6's net earnings, $9,235 − $707 = $8,528, in the row 8,500–8,550: $2,899.
    const { lines } = estimate(figures, WORKSHEET_HOUSEHOLDS.selfEmployedParent);
    expect(lines).toMatchObject({ selfEmploymentTax: 1_413, adjustmentsToIncome: 707, adjustedGrossIncome: 9_293, earnedIncomeCredit: 3_154 });
  });

  it("a profit too small for Schedule SE counts whole (Part 2): wages $5,000 and $420 of profit, one child: $1,845", () => {
    // Schedule SE: line 4a, 92.35% of $420: $388, less than $400 (line 4c): no self-employment tax, no line 13.
    // Worksheet B, Part 2: line 2b, Schedule C line 31: $420; 2c: $420. Part 4: line 4a, wages: $5,000; 4b: $5,420.
    // Part 5: line 7, the row 5,400–5,450, one child: 34% of $5,425, $1,844.50, so $1,845; line 8, AGI $5,420, the
    // same as line 6. Before: the profit left out ($5,000 in the row 5,000–5,050): $1,709.
    const filer = person({ wages: 5_000, selfEmploymentProfit: 420 });
    expect(eic({ filingStatus: "headOfHousehold", filer, childrenUnder17WithSsn: 1 })).toBe(1_845);
  });
});

describe("EIC Worksheet A: a head of household with two children at each end of the credit", () => {
  it("where it phases in: wages $9,000, $3,610", () => {
    // Line 1, earned income: $9,000; line 2, the row 9,000–9,050, two children: 40% of $9,025, $3,610; line 3, AGI:
    // $9,000, the same as line 1 (line 4: yes), so line 6 is line 2.
    expect(eic({ filingStatus: "headOfHousehold", filer: person({ wages: 9_000 }), childrenUnder17WithSsn: 2 })).toBe(3_610);
  });

  it("where it is nearly phased out: wages $58,000, $127", () => {
    // Line 2, the row 58,000–58,050: the maximum, 40% of $18,290 ($7,316), less 21.06% of what the midpoint, $58,025,
    // is over $23,890 ($34,135 × 21.06% = $7,188.83): $127.17, so $127. Line 3, AGI, is line 1: line 6 is line 2.
    expect(eic({ filingStatus: "headOfHousehold", filer: person({ wages: 58_000 }), childrenUnder17WithSsn: 2 })).toBe(127);
  });

  it("where AGI is over earned income in the phase-out: the smaller of the two rows", () => {
    // One child, wages $30,000, interest $2,000. Line 2, the row 30,000–30,050: 34% of $13,020 ($4,426.80) less
    // 15.98% of ($30,025 − $23,890), $980.37: $3,446. Line 3, AGI: $32,000, not line 1 (line 4: no); line 5: $32,000
    // is not less than $23,890, so the row 32,000–32,050: $4,426.80 less 15.98% of $8,135 ($1,299.97): $3,127. Line 6,
    // the smaller: $3,127.
    const changes = { filingStatus: "headOfHousehold" as const, filer: person({ wages: 30_000 }), childrenUnder17WithSsn: 1, interest: 2_000 };
    expect(eic(changes)).toBe(3_127);
  });
});
