/*
 * PolicyEngine-US's own test cases for New York in 2026, a second opinion (its repository, commit 8914f89 of
 * 2026-08-19, policyengine_us/tests/policy/baseline/gov/states/ny/ and gov/local/ny/nyc/). Each case names its file
 * and says where the estimate differs, and why. PolicyEngine's New York tests for 2026 cover only the Empire State
 * child credit; its New York City tests are of 2021, and the city's rates are the same in 2026.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../build/loadFigures";
import { cityTaxLines } from "./cityTax";
import { empireStateChildCredit } from "./empireStateChildCredit";
import { stateTaxLines } from "./stateTax";
import { household } from "../fixtures/households";

const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026);
const credit = figures.empireStateChildCredit;

describe("PolicyEngine-US's Empire State child credit cases for 2026", () => {
  // PolicyEngine's cases of the credit before its phase-out give no AGI; an AGI under every threshold stands for it.
  it("ny_ctc_post_2024_base.yaml, 'Base credit changes in 2026 (older children get $500)': a child of 8, $500", () => {
    expect(empireStateChildCredit(credit, "single", 0, { under17: 1, under4: 0 })).toBe(500);
  });

  it("ny_ctc_post_2024_base.yaml, 'Young children still get $1,000 in 2026': a child of 2, $1,000", () => {
    expect(empireStateChildCredit(credit, "single", 0, { under17: 1, under4: 1 })).toBe(1_000);
  });

  it("ny_ctc_post_2024_base.yaml, 'Base credit for mixed ages in 2026': children of 2 and 8, $1,500", () => {
    expect(empireStateChildCredit(credit, "single", 0, { under17: 2, under4: 1 })).toBe(1_500);
  });

  it("ny_ctc_post_2024_phase_out.yaml, 'Zero phase-out for 2026': single, a child of 2, AGI $80,000, $82.50 off $1,000", () => {
    expect(empireStateChildCredit(credit, "single", 80_000, { under17: 1, under4: 1 })).toBe(1_000 - 82.5);
  });

  it("ny_ctc.yaml, '2026 - Older child (age 8) gets increased $500 credit': single, AGI $50,000, $500", () => {
    expect(empireStateChildCredit(credit, "single", 50_000, { under17: 1, under4: 0 })).toBe(500);
  });
});

describe("PolicyEngine-US's New York City and State cases of other years whose rule is unchanged in 2026", () => {
  it("nyc_income_tax_before_credits.yaml (2021), '3% tax in first bracket': $100 of taxable income", () => {
    // PolicyEngine: 3.078, noting the tax table would give a flat $3; the estimate rounds to the whole dollar, $3.
    expect(cityTaxLines(figures.newYorkCity, "single", 100).tax).toBe(3);
  });

  it("nyc_income_tax_before_credits.yaml (2021), '0 tax if 0 taxable income'", () => {
    expect(cityTaxLines(figures.newYorkCity, "single", 0).tax).toBe(0);
  });

  it("ny_exemptions.yaml (2021), 'Two dependents, two exemptions': $2,000", () => {
    expect(stateTaxLines(figures.newYorkState, household({ childrenUnder17WithSsn: 2 }), 0).dependentExemptions).toBe(2_000);
  });

  it("ny_deductions.yaml (2022), 'Default NY deduction': single, $8,000", () => {
    expect(stateTaxLines(figures.newYorkState, household(), 0).standardDeduction).toBe(8_000);
  });
});
