import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addDays, weekdayOf } from "../businessDays";
import { parseYaml } from "../content/yaml";
import { contentCopy, FIXTURE_CONTENT, removeTemporaryFolders } from "../../node/content/testContent";
import { toIsoDate } from "../dates";
import type { Estimate } from "./estimate";
import { installmentKey, installmentsOf, januaryInstallmentFilingDate, lastInstallmentOf, paymentPlan, type DueDate } from "./estimatedPayments";
import type { FilingStatus } from "./figures";
import { DUE_DATES as DATES, estimatedTaxRules } from "./fixtures/estimatedTax";

afterEach(removeTemporaryFolders);

const RULES = estimatedTaxRules(1000, "https://payments.example");

/** The lines of a year's estimate that the rule reads; the rest does not matter to it. */
function year(lines: { totalTax: number; adjustedGrossIncome: number; earnedIncomeCredit?: number; additionalChildTaxCredit?: number }): Estimate {
  return { year: 2040, lines: { earnedIncomeCredit: 0, additionalChildTaxCredit: 0, ...lines } } as unknown as Estimate;
}

const plan = (estimate: Estimate, withholding: number, status: FilingStatus = "single") => paymentPlan(RULES, estimate, status, withholding, DATES);

describe("next year's estimated payments, Form 1040-ES's worksheet by the prior-year rule", () => {
  it("at or under the AGI limit: 100% of this year's tax, less the withholding expected, in four equal payments", () => {
    const result = plan(year({ totalTax: 24_000, adjustedGrossIncome: 150_000 }), 8_000);
    expect(result).toMatchObject({ year: 2041, priorYearTax: 24_000, share: 1, higherIncome: false, requiredAnnualPayment: 24_000 });
    expect(result.leftAfterWithholding).toBe(16_000);
    expect(result.installments.map(({ date, amount }) => [date, amount])).toEqual(DATES.map(({ date }) => [date, 4_000]));
  });

  it("over the AGI limit: 110% of it", () => {
    const result = plan(year({ totalTax: 24_000, adjustedGrossIncome: 150_001 }), 8_000);
    expect(result).toMatchObject({ share: 1.1, higherIncome: true, requiredAnnualPayment: 26_400, leftAfterWithholding: 18_400 });
    expect(result.installments.map(({ amount }) => amount)).toEqual([4_600, 4_600, 4_600, 4_600]);
  });

  it("married filing separately, over the lower limit: 110%; another filer with the same AGI: 100%", () => {
    const modest = year({ totalTax: 10_000, adjustedGrossIncome: 80_000 });
    expect(plan(modest, 0, "marriedSeparately").requiredAnnualPayment).toBe(11_000);
    expect(plan(modest, 0, "headOfHousehold").requiredAnnualPayment).toBe(10_000);
  });

  it("takes the tax after refundable credits, as the forms do, and never below zero", () => {
    expect(
      plan(year({ totalTax: 5_000, adjustedGrossIncome: 40_000, earnedIncomeCredit: 1_200, additionalChildTaxCredit: 800 }), 0).priorYearTax,
    ).toBe(3_000);
    const credited = plan(year({ totalTax: 500, adjustedGrossIncome: 20_000, earnedIncomeCredit: 2_000 }), 0);
    expect(credited).toMatchObject({ priorYearTax: 0, requiredAnnualPayment: 0, installments: [] });
  });

  it("asks for no payments when less than the threshold is left after withholding, and for four from the threshold up", () => {
    const covered = plan(year({ totalTax: 10_000, adjustedGrossIncome: 90_000 }), 12_000);
    expect(covered).toMatchObject({ leftAfterWithholding: 0, installments: [] });
    const under = plan(year({ totalTax: 10_000, adjustedGrossIncome: 90_000 }), 9_001);
    expect(under).toMatchObject({ leftAfterWithholding: 999, installments: [] });
    expect(plan(year({ totalTax: 10_000, adjustedGrossIncome: 90_000 }), 9_000).installments.map(({ amount }) => amount)).toEqual([
      250, 250, 250, 250,
    ]);
  });

  it("rounds 110% of the tax up to a whole dollar, so that the payments never fall short of it", () => {
    // 110% of $24,001 is $26,401.10: $26,402, where the nearest dollar would be $26,401.
    expect(plan(year({ totalTax: 24_001, adjustedGrossIncome: 150_001 }), 0).requiredAnnualPayment).toBe(26_402);
  });

  it("asks for no payments when this year's tax less withholding is under the threshold, though 110% of it is not", () => {
    // Line 14a: $22,000 − $19,500 = $2,500 left of the required payment; line 14b, this year's tax standing for next
    // year's: $20,000 − $19,500 = $500, under $1,000.
    const result = plan(year({ totalTax: 20_000, adjustedGrossIncome: 160_000 }), 19_500);
    expect(result).toMatchObject({ requiredAnnualPayment: 22_000, leftAfterWithholding: 2_500, taxLeftAfterWithholding: 500, installments: [] });
    expect(plan(year({ totalTax: 20_000, adjustedGrossIncome: 160_000 }), 19_000).installments).toHaveLength(4);
  });

  it("says when the share depends on next year's filing status: AGI over one limit and not the other", () => {
    const dependsAt = (adjustedGrossIncome: number, status: FilingStatus) =>
      plan(year({ totalTax: 10_000, adjustedGrossIncome }), 0, status).shareDependsOnFilingStatus;
    expect([dependsAt(75_001, "single"), dependsAt(150_000, "marriedSeparately")]).toEqual([true, true]);
    expect([dependsAt(75_000, "single"), dependsAt(150_001, "marriedSeparately")]).toEqual([false, false]);
  });

  it("rounds each of the four equal payments up to a whole dollar, so that they reach the total", () => {
    expect(plan(year({ totalTax: 10_001, adjustedGrossIncome: 90_000 }), 0).installments.map(({ amount }) => amount)).toEqual([
      2_501, 2_501, 2_501, 2_501,
    ]);
  });
});

const deadlinesFile = (folder: string) => join(folder, "deadlines", "deadlines.yaml");

/** The deadlines of the tests' own content (or of a copy), in English. */
const deadlinesIn = (folder: string): DueDate[] =>
  (parseYaml(readFileSync(deadlinesFile(folder), "utf8")) as { en: { deadlines: { id: string; title: string; date: unknown }[] } }).en.deadlines.map(
    (deadline) => ({ ...deadline, date: toIsoDate(deadline.date) }),
  );

/** Moves one deadline of a copy of the content, found by its key, to another day, as an editor would. */
function moveDeadline(folder: string, key: string, from: string, to: string) {
  const text = readFileSync(deadlinesFile(folder), "utf8");
  const entry = text.indexOf(`id: ${key}\n`);
  const date = text.indexOf(`date: ${from}\n`, entry);
  expect(entry).toBeGreaterThan(0);
  expect(date).toBeGreaterThan(entry);
  writeFileSync(deadlinesFile(folder), `${text.slice(0, date)}date: ${to}\n${text.slice(date + `date: ${from}\n`.length)}`);
}

describe("the payments' dates, from the deadline content by key", () => {
  const taxYear = 2027;

  it("are the year's four installments, in order", () => {
    const installments = installmentsOf(deadlinesIn(FIXTURE_CONTENT), taxYear);
    expect(installments.map(({ id }) => id)).toEqual(
      (["first", "second", "third", "fourth"] as const).map((which) => installmentKey(taxYear, which)),
    );
    expect([...installments].map(({ date }) => date).sort()).toEqual(installments.map(({ date }) => date));
  });

  it("follow the content when an editor moves a date", () => {
    const folder = contentCopy();
    const key = installmentKey(taxYear, "second");
    const before = installmentsOf(deadlinesIn(folder), taxYear)[1].date;
    const later = addDays(before, 1);
    moveDeadline(folder, key, before, later);
    const dates = installmentsOf(deadlinesIn(folder), taxYear);
    expect(dates[1].date).toBe(later);
    const result = paymentPlan(RULES, year({ totalTax: 8_000, adjustedGrossIncome: 60_000 }), "single", 0, dates);
    expect(result.installments[1].date).toBe(later);
  });

  it("stop the build, naming the key, when the content lacks one", () => {
    const deadlines = deadlinesIn(FIXTURE_CONTENT).filter(({ id }) => id !== installmentKey(taxYear, "third"));
    expect(() => installmentsOf(deadlines, taxYear)).toThrow(installmentKey(taxYear, "third"));
  });

  it("include this year's last installment, due in January", () => {
    expect(lastInstallmentOf(deadlinesIn(FIXTURE_CONTENT), taxYear - 1).id).toBe(installmentKey(taxYear - 1, "fourth"));
  });
});

describe("the return that takes the place of the January installment", () => {
  it("is due January 31, or the next business day when that is a weekend", () => {
    // Years of our own: January 31 of the next is a Thursday after the first, a Sunday after the second.
    const [weekday, sunday] = [2040, 2043].map((year) => `${year + 1}-01-31`);
    expect([weekdayOf(weekday), weekdayOf(sunday)]).toEqual([4, 0]);
    expect(januaryInstallmentFilingDate(2040)).toBe(weekday);
    expect(januaryInstallmentFilingDate(2043)).toBe(addDays(sunday, 1));
  });
});
