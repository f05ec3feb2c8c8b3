/*
 * Next year's New York estimated tax (Form IT-2105), planned by New York's prior-year rule, as the federal plan is
 * (../estimatedPayments.ts): the required annual payment is the tax shown on this year's New York return times 100%,
 * or 110% when this year's New York AGI is over the limit (the content's `newYorkEstimatedTax`), rounded up to a
 * whole dollar; less the New York withholding expected next year, it leaves what to pay in four equal installments,
 * due on the dates of the deadline content (New York's own, moved as New York moves them: businessDays.ts). No
 * payments are needed when less than the threshold ($300) of state tax and less than it of city tax is left after
 * withholding, each on its own; with no estimate of next year, this year's tax stands for it.
 *
 * The tax shown on the return is taken, for the state, as line 46 less the state's refundable credits (lines 63 and
 * 65) and, for the city, as line 58 less the city's (69, 69a and 70), neither below zero: whole dollars, as the lines
 * are, so that the tax shown is the one the required payment is figured on. The MCTMT, not figured, is not in it:
 * self-employment in the city leads to "ask us" before any plan.
 */
import { equalInstallments, requiredPayment, type DueDate, type Installment, type RequiredPayment } from "../estimatedPayments";
import type { EstimatedTaxRules, FilingStatus } from "../figures";
import type { NewYorkEstimate, NewYorkLineKey } from "./newYorkEstimate";

/** New York State's and New York City's parts of an amount. */
export interface StateAndCity {
  state: number;
  city: number;
}

const amountOf = (estimate: NewYorkEstimate, key: NewYorkLineKey) => estimate.lines.find((line) => line.key === key)?.amount ?? 0;
const lessCredits = (estimate: NewYorkEstimate, tax: NewYorkLineKey, credits: NewYorkLineKey[]) =>
  Math.max(0, amountOf(estimate, tax) - credits.reduce((sum, key) => sum + amountOf(estimate, key), 0));

/** The tax shown on this year's New York return, the state's and the city's, each after its refundable credits. */
export const newYorkTaxShownOnReturn = (estimate: NewYorkEstimate): StateAndCity => ({
  state: lessCredits(estimate, "totalNewYorkStateTaxes", ["empireStateChildCredit", "newYorkEarnedIncomeCredit"]),
  city: lessCredits(estimate, "totalNewYorkCityTaxes", [
    "schoolTaxCreditFixedAmount",
    "schoolTaxCreditRateReduction",
    "newYorkCityEarnedIncomeCredit",
  ]),
});

/** The required annual payment is state and city together (one IT-2105 voucher pays both), on New York AGI. */
export interface NewYorkPaymentPlan extends RequiredPayment {
  /** The year the payments are for: the year after the estimate's. */
  year: number;
  /** This year's New York tax as the rule takes it, the state's and the city's. */
  priorYearTax: StateAndCity;
  /** The New York State and City tax expected to be withheld next year. */
  withholding: StateAndCity;
  /** With this year's tax standing for next year's: what the withholding leaves of each tax. */
  taxLeftAfterWithholding: StateAndCity;
  /** Four equal installments in whole dollars (rounded up, so that they reach the total); none when not needed. */
  installments: Installment[];
}

/**
 * The New York plan for the year after `year`, from this year's New York estimate and New York AGI, for a household
 * that files as `status` (taken to be next year's too) and expects `withholding`, with that year's installments'
 * dates (installments.ts, newYorkInstallmentsOf).
 */
export function newYorkPaymentPlan(
  figures: EstimatedTaxRules,
  year: number,
  estimate: NewYorkEstimate,
  newYorkAgi: number,
  status: FilingStatus,
  withholding: StateAndCity,
  dates: readonly DueDate[],
): NewYorkPaymentPlan {
  const priorYearTax = newYorkTaxShownOnReturn(estimate);
  const required = requiredPayment(figures, newYorkAgi, status, priorYearTax.state + priorYearTax.city, withholding.state + withholding.city);
  const taxLeftAfterWithholding = { state: priorYearTax.state - withholding.state, city: priorYearTax.city - withholding.city };
  const overThreshold = taxLeftAfterWithholding.state >= figures.noPaymentsBelow || taxLeftAfterWithholding.city >= figures.noPaymentsBelow;
  return {
    year: year + 1,
    priorYearTax,
    ...required,
    withholding,
    taxLeftAfterWithholding,
    installments: required.leftAfterWithholding > 0 && overThreshold ? equalInstallments(dates, required.leftAfterWithholding) : [],
  };
}
