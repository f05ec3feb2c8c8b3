/*
 * Next year's estimated tax, planned by the prior-year rule of Form 1040-ES's Estimated Tax Worksheet: the required
 * annual payment (line 12b) is the tax shown on this year's return (its total tax less its refundable credits) times
 * 100%, or 110% when this year's AGI is over the limit, rounded up to a whole dollar so that it never falls short of
 * the share; less the withholding expected next year (line 13), it leaves what to pay (line 14a), in four equal
 * installments (line 15), due on the dates of the deadline content. The worksheet stops at line 14a when withholding
 * covers the required payment, and at line 14b when next year's tax less withholding is under the threshold
 * ($1,000): with no estimate of next year, this year's tax stands for it, and the page says so. The shares and
 * amounts are the content's (`estimatedTax`).
 */
import { nextBusinessDay, type IsoDate } from "../businessDays";
import type { Estimate } from "./estimate";
import { dollars, type EstimatedTaxRules, type FilingStatus } from "./figures";

/** The service the plan offers the visitor (content/services/services.yaml), by its key. */
export const PLANNING_SERVICE_KEY = "tax-planning";

/** The installments of a year, in order, as their keys in the deadline content name them. */
export const INSTALLMENTS = ["first", "second", "third", "fourth"] as const;

/** The deadline content's key of one installment of a year's estimated tax: "2027-first-estimated-tax-payment". */
export const installmentKey = (year: number, which: (typeof INSTALLMENTS)[number]) => `${year}-${which}-estimated-tax-payment`;

/** A deadline of the content, as the plan uses it. */
export interface DueDate {
  id: string;
  date: IsoDate;
  title: string;
}

/** The entry of `deadlines` with `key`; the build stops, naming the key, when the content has none. */
export function byKey<T extends DueDate>(deadlines: readonly T[], key: string): T {
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

/** What the prior-year rule asks of next year's payments, federal and New York's alike. */
export interface RequiredPayment {
  /** The share of this year's tax next year's payments must reach. */
  share: number;
  /** Whether the higher share applies: this year's AGI over the limit. */
  higherIncome: boolean;
  /**
   * Whether the share depends on next year's filing status, taken to be this year's: this year's AGI is over the
   * limit for married filing separately but not over the other one.
   */
  shareDependsOnFilingStatus: boolean;
  /** Form 1040-ES, line 12b: the required annual payment by the prior-year rule. */
  requiredAnnualPayment: number;
  /** Line 14a: what the withholding expected next year leaves to pay in estimated tax (never below zero). */
  leftAfterWithholding: number;
}

export interface PaymentPlan extends RequiredPayment {
  /** The year the payments are for: the year after the estimate's. */
  year: number;
  /** This year's tax as the rule takes it. */
  priorYearTax: number;
  /** Line 13: the income tax expected to be withheld next year. */
  withholding: number;
  /** Line 14b, with this year's tax standing for next year's: what the withholding leaves of the tax itself. */
  taxLeftAfterWithholding: number;
  /** The installments to pay, four equal amounts in whole dollars (rounded up, so that they reach the total); none when not needed. */
  installments: Installment[];
}

/**
 * Line 12b's share of this year's tax: 110% for 100% when this year's AGI is over the limit of next year's filing
 * status ("$75,000 if your filing status for [next year] is married filing separately"), which the plan takes to be
 * this year's; whether the other status would have the other share.
 */
function priorYearShare(figures: EstimatedTaxRules, agi: number, status: FilingStatus) {
  const overSeparateLimit = agi > figures.higherIncomeAgiSeparate;
  const overLimit = agi > figures.higherIncomeAgi;
  const higherIncome = status === "marriedSeparately" ? overSeparateLimit : overLimit;
  return {
    higherIncome,
    share: higherIncome ? figures.higherIncomeShare : figures.priorYearShare,
    shareDependsOnFilingStatus: overSeparateLimit !== overLimit,
  };
}

/** Whole dollars, rounded up: an amount that must reach its share of a tax never falls a few cents short of it. */
const dollarsUp = (amount: number): number => Math.ceil(dollars(amount * 100) / 100);

/** The required annual payment on `priorYearTax` for a household of `agi` filing as `status`, less `withholding`. */
export function requiredPayment(
  figures: EstimatedTaxRules,
  agi: number,
  status: FilingStatus,
  priorYearTax: number,
  withholding: number,
): RequiredPayment {
  const { higherIncome, share, shareDependsOnFilingStatus } = priorYearShare(figures, agi, status);
  const requiredAnnualPayment = dollarsUp(priorYearTax * share);
  return {
    share,
    higherIncome,
    shareDependsOnFilingStatus,
    requiredAnnualPayment,
    leftAfterWithholding: Math.max(0, requiredAnnualPayment - withholding),
  };
}

/** `total` in equal payments on `dates`, each rounded up to the dollar. */
export const equalInstallments = (dates: readonly DueDate[], total: number) =>
  dates.map(({ id, date, title }) => ({ id, date, title, amount: Math.ceil(total / dates.length) }));

/**
 * The plan for the year after `result`'s, for a household that files as `status` (this year's, taken to be next
 * year's as well) and expects `withholding` to be withheld, with that year's installments' dates (installmentsOf).
 */
export function paymentPlan(
  figures: EstimatedTaxRules,
  result: Estimate,
  status: FilingStatus,
  withholding: number,
  dates: readonly DueDate[],
): PaymentPlan {
  const priorYearTax = taxShownOnReturn(result);
  const required = requiredPayment(figures, result.lines.adjustedGrossIncome, status, priorYearTax, withholding);
  const taxLeftAfterWithholding = priorYearTax - withholding;
  const paymentsRequired = required.leftAfterWithholding > 0 && taxLeftAfterWithholding >= figures.noPaymentsBelow;
  return {
    year: result.year + 1,
    priorYearTax,
    ...required,
    withholding,
    taxLeftAfterWithholding,
    installments: paymentsRequired ? equalInstallments(dates, required.leftAfterWithholding) : [],
  };
}
