/*
 * Next year's estimated tax, planned by the prior-year rule of Form 1040-ES's worksheet (line 12b): the required
 * annual payment is the tax shown on this year's return (its total tax less its refundable credits) times 100%, or
 * 110% when this year's AGI is over the limit; less the withholding expected next year (line 13); in four equal
 * installments (line 15), due on the dates of the deadline content. When less than the threshold is left after
 * withholding, no estimated payments are needed. The shares and amounts are the content's (`estimatedTax`).
 */
import { nextBusinessDay, type IsoDate } from "../businessDays";
import type { Estimate } from "./estimate";
import { dollars, type FilingStatus, type TaxYearFigures } from "./figures";

type Figures = TaxYearFigures["estimatedTax"];

/** The service the plan offers the visitor (content/services/services.yaml), by its key. */
export const PLANNING_SERVICE_KEY = "tax-planning";

/** The installments of a year, in order, as their keys in the deadline content name them. */
const INSTALLMENTS = ["first", "second", "third", "fourth"] as const;

/** The deadline content's key of one installment of a year's estimated tax: "2027-first-estimated-tax-payment". */
export const installmentKey = (year: number, which: (typeof INSTALLMENTS)[number]) => `${year}-${which}-estimated-tax-payment`;

/** A deadline of the content, as the plan uses it. */
export interface DueDate {
  id: string;
  date: IsoDate;
  title: string;
}

/** The entry of `deadlines` with `key`; the build stops, naming the key, when the content has none. */
function byKey<T extends DueDate>(deadlines: readonly T[], key: string): T {
  const found = deadlines.find((deadline) => deadline.id === key);
  if (!found) throw new Error(`content/deadlines/deadlines.yaml has no deadline with the key "${key}", which the tax estimate's payment plan needs.`);
  return found;
}

/** A year's four installments, in order, from the deadline content: their dates move when the content moves them. */
export const installmentsOf = <T extends DueDate>(deadlines: readonly T[], year: number): T[] =>
  INSTALLMENTS.map((which) => byKey(deadlines, installmentKey(year, which)));

/** The last installment of a year's estimated tax, due in January of the next. */
export const lastInstallmentOf = <T extends DueDate>(deadlines: readonly T[], year: number): T => byKey(deadlines, installmentKey(year, "fourth"));

/**
 * The day by which a year's return, filed and paid in full, takes the place of its January installment: January 31
 * of the next year (section 6654(h)), moved to the next business day as the IRS moves a deadline.
 */
export const januaryInstallmentFilingDate = (year: number): IsoDate => nextBusinessDay(`${year + 1}-01-31`);

/**
 * "The tax shown on your return" as Form 1040-ES's line 12b and Form 2210's line 8 take it: Form 1040's total tax
 * (line 24) less the refundable credits (here the earned income credit, line 27a, and the additional child tax
 * credit, line 28); never below zero.
 */
export const taxShownOnReturn = (result: Estimate): number =>
  Math.max(0, result.lines.totalTax - result.lines.earnedIncomeCredit - result.lines.additionalChildTaxCredit);

export interface Installment extends DueDate {
  amount: number;
}

export interface PaymentPlan {
  /** The year the payments are for: the year after the estimate's. */
  year: number;
  /** This year's tax as the rule takes it, and the share of it next year's payments must reach. */
  priorYearTax: number;
  share: number;
  /** Whether the higher share applies: this year's AGI over the limit. */
  higherIncome: boolean;
  /** Form 1040-ES, line 12b: the required annual payment by the prior-year rule. */
  requiredAnnualPayment: number;
  /** Line 13: the income tax expected to be withheld next year. */
  withholding: number;
  /** Line 14a: what the withholding leaves to pay in estimated tax (never below zero). */
  leftAfterWithholding: number;
  /** The installments to pay, four equal amounts in whole dollars (rounded up, so that they reach the total); none when not needed. */
  installments: Installment[];
}

/**
 * The plan for the year after `result`'s, for a household that files as `status` and expects `withholding` to be
 * withheld, with that year's installments' dates (installmentsOf).
 */
export function paymentPlan(figures: Figures, result: Estimate, status: FilingStatus, withholding: number, dates: readonly DueDate[]): PaymentPlan {
  const limit = status === "marriedSeparately" ? figures.higherIncomeAgiSeparate : figures.higherIncomeAgi;
  const higherIncome = result.lines.adjustedGrossIncome > limit;
  const share = higherIncome ? figures.higherIncomeShare : figures.priorYearShare;
  const priorYearTax = taxShownOnReturn(result);
  const requiredAnnualPayment = dollars(priorYearTax * share);
  const leftAfterWithholding = Math.max(0, requiredAnnualPayment - withholding);
  const each = Math.ceil(leftAfterWithholding / dates.length);
  return {
    year: result.year + 1,
    priorYearTax,
    share,
    higherIncome,
    requiredAnnualPayment,
    withholding,
    leftAfterWithholding,
    installments: leftAfterWithholding < figures.noPaymentsBelow ? [] : dates.map(({ id, date, title }) => ({ id, date, title, amount: each })),
  };
}
