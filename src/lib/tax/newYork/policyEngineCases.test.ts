/*
 * PolicyEngine-US's own test cases for New York, a second opinion (its repository, commit 8914f89 of 2026-08-19,
 * policyengine_us/tests/policy/baseline/gov/states/ny/ and gov/local/ny/nyc/). Each case names its file and says
 * where the estimate differs, and why. PolicyEngine's New York tests for 2026 are few: six cases of the Empire State
 * child credit and one of the 2025 inflation refund (which the estimate does not have, as in 2026 there is none);
 * there is no 2026 household with wages, self-employment or the city among them. So the households of its 2024 and
 * 2025 integration tests (integration.yaml: statuses, children, wages, the supplemental tax) are checked with those
 * years' figures (fixtures/figures2025.ts), and its cases of other years whose rule is unchanged in 2026 with the
 * 2026 content. Its supplemental tax cases are in supplementalTax.test.ts.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { cityEarnedIncomeCredit, cityHouseholdCredit } from "./cityCredits";
import { cityTaxLines } from "./cityTax";
import { newYorkEarnedIncomeCredit } from "./earnedIncomeCredit";
import { householdCredit } from "./householdCredit";
import { schoolTaxCreditFixedAmount, schoolTaxCreditRateReduction } from "./schoolTaxCredit";
import { empireStateChildCredit } from "./empireStateChildCredit";
import { stateTaxLines } from "./stateTax";
import { household, person } from "../fixtures/households";
import { newYorkState2025, newYorkSupplementalTax2025 } from "./fixtures/figures2025";

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
    // PolicyEngine: $917.50, in cents; line 63 takes whole dollars, and the 50 cents go up: $918.
    expect(empireStateChildCredit(credit, "single", 80_000, { under17: 1, under4: 1 })).toBe(918);
  });

  it("ny_ctc_post_2024_eligible.yaml, 'Eligible in 2026': a parent of 30 and a child of 2", () => {
    expect(empireStateChildCredit(credit, "single", 0, { under17: 1, under4: 1 })).toBeGreaterThan(0);
  });

  it("ny_ctc.yaml, '2026 - Older child (age 8) gets increased $500 credit': single, AGI $50,000, $500", () => {
    expect(empireStateChildCredit(credit, "single", 50_000, { under17: 1, under4: 0 })).toBe(500);
  });
});

describe("PolicyEngine-US's New York City and State cases of other years whose rule is unchanged in 2026", () => {
  it("nyc_income_tax_before_credits.yaml (2021), '3% tax in first bracket': $100 of taxable income", () => {
    // PolicyEngine: 3.078, the schedule's exact tax (its comment: "would be flat $3 with rounding rules"). The
    // estimate uses the city tax table, whose row $100-$150 is taxed on $125: 3.078% = $3.85, $4.
    expect(cityTaxLines(figures.newYorkCity, "single", 100).tax).toBe(4);
  });

  it("nyc_income_tax_before_credits.yaml (2021), '0 tax if 0 taxable income'", () => {
    expect(cityTaxLines(figures.newYorkCity, "single", 0).tax).toBe(0);
  });

  it("ny_exemptions.yaml (2021), 'Two dependents, two exemptions': $2,000", () => {
    expect(stateTaxLines(figures.newYorkState, household({ childrenUnder17WithSsn: 2 }), 0, figures.newYorkSupplementalTax).dependentExemptions).toBe(
      2_000,
    );
  });

  it("ny_deductions.yaml (2022), 'Default NY deduction': single, $8,000", () => {
    expect(stateTaxLines(figures.newYorkState, household(), 0, figures.newYorkSupplementalTax).standardDeduction).toBe(8_000);
  });
});

describe("PolicyEngine-US's household credit, earned income credit and school tax credit cases (rules unchanged since)", () => {
  const household = figures.newYorkHouseholdCredit;
  const school = figures.newYorkCitySchoolTaxCredit;
  const enoughTax = 1_000_000;

  it("ny_household_credit.yaml (2021), 'Maximum of $75 for a single filer' (no AGI given: none)", () => {
    expect(householdCredit(household, "single", 0, 1, enoughTax)).toBe(75);
  });

  it("ny_household_credit.yaml (2021), '$50 for a single filer with $7,000 income'", () => {
    expect(householdCredit(household, "single", 7_000, 1, enoughTax)).toBe(50);
  });

  it("ny_household_credit.yaml (2021), 'Single filer is eligible until income exceeds $28,000': $28,001, none", () => {
    expect(householdCredit(household, "single", 28_001, 1, enoughTax)).toBe(0);
  });

  it("ny_household_credit.yaml (2021), '4-person tax unit with $32,000 income receives $35' (joint)", () => {
    expect(householdCredit(household, "marriedJointly", 32_000, 4, enoughTax)).toBe(35);
  });

  // ny_household_credit.yaml's married-filing-separately case uses both spouses' returns: the estimate asks the
  // visitor to call instead (newYorkEstimate.test.ts).

  it("ny_eitc.yaml (2022), '30% match, minus NY household credit': $100 federal, $10 household credit, $20", () => {
    expect(newYorkEarnedIncomeCredit(figures.newYorkEarnedIncomeCredit, 100, 10)).toBe(20);
  });

  it("ny_eitc.yaml (2022), 'Household credit does not apply when tax is 0': $30", () => {
    // The estimate passes the household credit taken on line 40, which is at most the tax: here none.
    expect(newYorkEarnedIncomeCredit(figures.newYorkEarnedIncomeCredit, 100, householdCredit(household, "single", 0, 1, 0))).toBe(30);
  });

  it("nyc_school_tax_credit_fixed_amount.yaml (2022): $63 single, $125 joint", () => {
    expect(schoolTaxCreditFixedAmount(school, "single", 0)).toBe(63);
    expect(schoolTaxCreditFixedAmount(school, "marriedJointly", 0)).toBe(125);
  });

  it("nyc_school_tax_credit_fixed_amount_eligible.yaml (2022): single, $250,000 yes, $250,001 no", () => {
    expect(schoolTaxCreditFixedAmount(school, "single", 250_000)).toBe(63);
    expect(schoolTaxCreditFixedAmount(school, "single", 250_001)).toBe(0);
  });

  it("nyc_school_tax_credit_rate_reduction_amount.yaml (2022): at each threshold, 0.171%", () => {
    // PolicyEngine: $36.94, $20.52 and $24.62 (0.171% of $21,600, $12,000 and $14,400: 36.936, 20.52, 24.624), in
    // cents; line 69a takes whole dollars: $37, $21 and $25, the instructions' bases of the next band.
    expect(schoolTaxCreditRateReduction(school, "marriedJointly", 21_600)).toBe(37);
    expect(schoolTaxCreditRateReduction(school, "single", 12_000)).toBe(21);
    expect(schoolTaxCreditRateReduction(school, "headOfHousehold", 14_400)).toBe(25);
  });

  it("nyc_school_tax_credit_rate_reduction_amount.yaml (2022): at $500,000, the instructions' rounded base", () => {
    // PolicyEngine figures the base exactly and allows $1 of difference for the instructions' rounding: its expected
    // amounts are the instructions' ($37, $21, $25 plus 0.228% of the rest), in cents. Line 69a takes them in whole
    // dollars: joint $37 + 0.228% × $478,400 = $1,127.752, $1,128; single $21 + 0.228% × $488,000 = $1,133.64,
    // $1,134; head of household $25 + 0.228% × $485,600 = $1,132.168, $1,132.
    expect(schoolTaxCreditRateReduction(school, "marriedJointly", 500_000)).toBe(1_128);
    expect(schoolTaxCreditRateReduction(school, "single", 500_000)).toBe(1_134);
    expect(schoolTaxCreditRateReduction(school, "headOfHousehold", 500_000)).toBe(1_132);
  });
});

describe("PolicyEngine-US's New York City household and earned income credit cases (2022, rules unchanged since)", () => {
  const household = figures.newYorkCityHouseholdCredit;
  const earnedIncome = figures.newYorkCityEarnedIncomeCredit;
  const enoughTax = 1_000_000;

  it("nyc_household_credit.yaml: single at $0, $5,000, $11,000 and $12,501: $15, $15, $10, $0", () => {
    expect([0, 5_000, 11_000, 12_501].map((agi) => cityHouseholdCredit(household, "single", agi, 1, enoughTax))).toEqual([15, 15, 10, 0]);
  });

  it("nyc_household_credit.yaml: joint at $15,000, two and four people: $60, $120", () => {
    expect(cityHouseholdCredit(household, "marriedJointly", 15_000, 2, enoughTax)).toBe(60);
    expect(cityHouseholdCredit(household, "marriedJointly", 15_000, 4, enoughTax)).toBe(120);
  });

  it("nyc_household_credit.yaml: joint at $21,000, four people: $40", () => {
    expect(cityHouseholdCredit(household, "marriedJointly", 21_000, 4, enoughTax)).toBe(40);
  });

  it("nyc_eitc.yaml, 'NYC EITC, fraction of federal EITC (NYAGI=18k)': $100 federal, $20", () => {
    expect(cityEarnedIncomeCredit(earnedIncome, 18_000, 100)).toBe(20);
  });

  it("nyc_eitc.yaml, 'NYC EITC, fraction of federal EITC (NYAGI=21k)': $100 federal, $18", () => {
    // 20% − 0.002 × (21,000 − 19,999) points = 17.998%: $17.998, $18.00 to the cent.
    expect(cityEarnedIncomeCredit(earnedIncome, 21_000, 100)).toBe(18);
  });
});

describe("PolicyEngine-US's New York households of 2024 and 2025 (integration.yaml), with those years' figures", () => {
  // PolicyEngine figures line 39 from the rate schedule to the cent; below $65,000 the estimate uses the tax table,
  // which taxes the middle of the $50 row: $25 more income, at 5.5% $1.375 more, before rounding to the dollar.
  const line39 = (changes: Parameters<typeof household>[0], agi: number) =>
    stateTaxLines(newYorkState2025, household(changes), agi, newYorkSupplementalTax2025);

  it("'Case 1, single filer with AGI above $25M' (2024): $33,440,296 of wages and interest, $3,644,120", () => {
    // 10.9% of $33,432,296 = $3,644,120.26; PolicyEngine's margin is $2.
    expect(line39({}, 33_440_296)).toMatchObject({ taxableIncome: 33_432_296, tax: 3_644_120 });
  });

  it("'Case 2, single filer standard case': wages $50,000, $2,145 (the table: $2,146)", () => {
    const lines = line39({ filer: person({ wages: 50_000 }) }, 50_000);
    expect(lines).toMatchObject({ standardDeduction: 8_000, dependentExemptions: 0, taxableIncome: 42_000, taxMethod: "taxTable" });
    // PolicyEngine: $2,145.00 on $42,000; the table's row is taxed on $42,025: $2,146.375, $2,146.
    expect(lines.tax).toBe(2_146);
  });

  it("'Case 3, joint filer with two dependents': wages $80,000, $3,074.75 (the table: $3,076)", () => {
    const lines = line39({ filingStatus: "marriedJointly", filer: person({ wages: 80_000 }), childrenUnder17WithSsn: 2 }, 80_000);
    expect(lines).toMatchObject({ standardDeduction: 16_050, dependentExemptions: 2_000, taxableIncome: 61_950 });
    // On $61,975: $3,076.125.
    expect(lines.tax).toBe(3_076);
  });

  it("'Case 4, high income triggers supplemental tax': single, wages $200,000, $11,519.75", () => {
    // The first worksheet from AGI $157,650: 6% of $192,000 = $11,520. PolicyEngine adds its rounded $568 to the
    // schedule's $10,951.75, where the worksheet's difference is $568.25.
    expect(line39({ filer: person({ wages: 200_000 }) }, 200_000)).toMatchObject({
      taxableIncome: 192_000,
      tax: 11_520,
      taxMethod: "supplementalTaxWorksheet",
    });
  });

  it("'Case 5, head of household with dependent': wages $60,000, $2,380.375 (the table: $2,382)", () => {
    const lines = line39({ filingStatus: "headOfHousehold", filer: person({ wages: 60_000 }), childrenUnder17WithSsn: 1 }, 60_000);
    expect(lines).toMatchObject({ standardDeduction: 11_200, dependentExemptions: 1_000, taxableIncome: 47_800 });
    // On $47,825: $2,381.75.
    expect(lines.tax).toBe(2_382);
  });

  it("'Case 11, low income single filer with no tax liability': wages $6,000, none", () => {
    expect(line39({ filer: person({ wages: 6_000 }) }, 6_000)).toMatchObject({ taxableIncome: 0, tax: 0 });
  });
});
