/*
 * Next year's New York estimated payments by New York's prior-year rule, with rules and dates of the test's own;
 * then the 2027 installments of the content, by key, each on a day New York counts as a business day.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readTaxYear } from "../../../node/loadFigures";
import { FIXTURE_CONTENT } from "../../../node/content/testContent";
import { toIsoDate } from "../../dates";
import { parseYaml } from "../../content/yaml";
import { estimate as federalEstimate } from "../estimate";
import type { DueDate } from "../estimatedPayments";
import type { FilingStatus } from "../figures";
import { DUE_DATES as DATES, estimatedTaxRules } from "../fixtures/estimatedTax";
import { household, person } from "../fixtures/households";
import { isNewYorkBusinessDay } from "./businessDays";
import { newYorkPaymentPlan, newYorkTaxShownOnReturn, type StateAndCity } from "./estimatedPayments";
import { newYorkInstallmentKey, newYorkInstallmentsOf } from "./installments";
import { newYorkEstimate, type NewYorkEstimate, type NewYorkLineKey } from "./newYorkEstimate";

const RULES = estimatedTaxRules(300, "https://pay.example/new-york");

/** A New York estimate with only the lines the rule reads. */
const estimate = (amounts: Partial<Record<NewYorkLineKey, number>>): NewYorkEstimate => ({
  lines: Object.entries(amounts).map(([key, amount]) => ({ line: "", key: key as NewYorkLineKey, amount })),
  askUs: [],
});

const none: StateAndCity = { state: 0, city: 0 };
const plan = (result: NewYorkEstimate, agi: number, withholding: StateAndCity = none, status: FilingStatus = "single") =>
  newYorkPaymentPlan(RULES, 2040, result, agi, status, withholding, DATES);

describe("the tax shown on this year's New York return", () => {
  it("the state's after its refundable credits, the city's after its own, neither below zero", () => {
    const result = estimate({
      totalNewYorkStateTaxes: 2_000,
      empireStateChildCredit: 500,
      newYorkEarnedIncomeCredit: 100,
      totalNewYorkCityTaxes: 300,
      schoolTaxCreditFixedAmount: 63,
      schoolTaxCreditRateReduction: 21,
      newYorkCityEarnedIncomeCredit: 400,
    });
    expect(newYorkTaxShownOnReturn(result)).toEqual({ state: 1_400, city: 0 });
  });
});

describe("next year's New York payments by the prior-year rule", () => {
  it("100% of this year's state and city tax in four equal installments, rounded up", () => {
    const result = plan(estimate({ totalNewYorkStateTaxes: 3_001, totalNewYorkCityTaxes: 2_000 }), 100_000);
    expect(result).toMatchObject({ year: 2041, share: 1, higherIncome: false, requiredAnnualPayment: 5_001, leftAfterWithholding: 5_001 });
    expect(result.installments.map(({ id, amount }) => [id, amount])).toEqual([
      ["due-0", 1_251],
      ["due-1", 1_251],
      ["due-2", 1_251],
      ["due-3", 1_251],
    ]);
  });

  it("110% when this year's New York AGI is over $150,000 ($75,000 married filing separately)", () => {
    const tax = estimate({ totalNewYorkStateTaxes: 10_000 });
    expect(plan(tax, 150_000).requiredAnnualPayment).toBe(10_000);
    expect(plan(tax, 150_001)).toMatchObject({ share: 1.1, higherIncome: true, requiredAnnualPayment: 11_000 });
    expect(plan(tax, 80_000, none, "marriedSeparately")).toMatchObject({ share: 1.1, shareDependsOnFilingStatus: true });
  });

  it("withholding reduces the payments; none when it covers the required payment", () => {
    const tax = estimate({ totalNewYorkStateTaxes: 4_000 });
    expect(plan(tax, 50_000, { state: 1_000, city: 0 }).installments.map(({ amount }) => amount)).toEqual([750, 750, 750, 750]);
    expect(plan(tax, 50_000, { state: 4_000, city: 0 }).installments).toEqual([]);
  });

  it("none when less than $300 of state tax and less than $300 of city tax is left, each on its own", () => {
    expect(plan(estimate({ totalNewYorkStateTaxes: 299, totalNewYorkCityTaxes: 299 }), 30_000).installments).toEqual([]);
    expect(plan(estimate({ totalNewYorkStateTaxes: 100, totalNewYorkCityTaxes: 300 }), 30_000).installments).toHaveLength(4);
    expect(plan(estimate({ totalNewYorkStateTaxes: 300 }), 30_000).installments).toHaveLength(4);
  });
});

describe("the plan on a New York estimate of the content's 2026 figures", () => {
  const figures = readTaxYear(fileURLToPath(new URL("../../../../content", import.meta.url)), 2026);

  it("a single filer in the city, $80,000 of wages: the tax shown is in whole dollars and is the required payment", () => {
    const home = household({ filer: person({ wages: 80_000 }) });
    const federal = federalEstimate(figures, home);
    const newYork = newYorkEstimate(figures, home, federal, { residence: "newYorkCity", childrenUnder4: 0 });
    expect(newYork.lines.filter(({ amount }) => !Number.isInteger(amount))).toEqual([]);
    const result = newYorkPaymentPlan(RULES, 2026, newYork, federal.lines.adjustedGrossIncome, "single", none, DATES);
    // Taxable income $72,000 (the rate schedule). State, line 46: 331.50 + 140.80 + 113.30 + 5.4% of $58,100
    // (3,137.40) = $3,723; no state credit. City, line 58: 369.36 + 489.06 + 954.75 + 3.876% of $22,000 (852.72) =
    // $2,665.89, $2,666; less line 69's $63 and line 69a's $21 + 0.228% of $60,000 = $157.80, entered as $158: $2,445.
    // With 69a's 80 cents kept, the page showed $6,168 (6,168.20) and the plan asked for $6,169.
    expect(result.priorYearTax).toEqual({ state: 3_723, city: 2_445 });
    // New York AGI $80,000, not over $150,000: 100% of $6,168, the amount shown.
    expect(result.requiredAnnualPayment).toBe(6_168);
    expect(result.requiredAnnualPayment).toBe(result.priorYearTax.state + result.priorYearTax.city);
  });
});

describe("the 2027 New York installments of the content", () => {
  const deadlines: DueDate[] = (
    parseYaml(readFileSync(join(FIXTURE_CONTENT, "deadlines", "deadlines.yaml"), "utf8")) as {
      en: { deadlines: { id: string; title: string; date: unknown }[] };
    }
  ).en.deadlines.map((deadline) => ({ ...deadline, date: toIsoDate(deadline.date) }));

  it("are the four, by key, in order, each on a New York business day", () => {
    const installments = newYorkInstallmentsOf(deadlines, 2027);
    expect(installments.map(({ id }) => id)).toEqual(
      (["first", "second", "third", "fourth"] as const).map((which) => newYorkInstallmentKey(2027, which)),
    );
    expect([...installments].map(({ date }) => date).sort()).toEqual(installments.map(({ date }) => date));
    for (const { date } of installments) expect(isNewYorkBusinessDay(date)).toBe(true);
  });

  it("a missing installment stops the build, naming its key", () => {
    const missing = newYorkInstallmentKey(2027, "second");
    expect(() =>
      newYorkInstallmentsOf(
        deadlines.filter(({ id }) => id !== missing),
        2027,
      ),
    ).toThrow(missing);
  });
});
