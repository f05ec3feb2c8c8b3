/*
 * Next year's New York estimated payments by New York's prior-year rule, with rules and dates of the test's own;
 * then the 2027 installments of the content, by key, each on a day New York counts as a business day.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURE_CONTENT } from "../../../node/content/testContent";
import { toIsoDate } from "../../dates";
import { parseYaml } from "../../content/yaml";
import type { DueDate } from "../estimatedPayments";
import type { FilingStatus } from "../figures";
import { DUE_DATES as DATES, estimatedTaxRules } from "../fixtures/estimatedTax";
import { isNewYorkBusinessDay } from "./businessDays";
import { newYorkPaymentPlan, newYorkTaxShownOnReturn, type StateAndCity } from "./estimatedPayments";
import { newYorkInstallmentKey, newYorkInstallmentsOf } from "./installments";
import type { NewYorkEstimate, NewYorkLineKey } from "./newYorkEstimate";

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
      schoolTaxCreditRateReduction: 20.52,
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
