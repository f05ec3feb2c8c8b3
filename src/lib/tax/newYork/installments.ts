/*
 * New York's installments of a year as the deadline content keys them. Apart from the plan (estimatedPayments.ts): the
 * page's data picks them for every visitor, while the plan's code loads only with a New York residence.
 */
import { byKey, INSTALLMENTS, type DueDate } from "../estimatedPayments";

/** The deadline content's key of one New York installment: "2027-new-york-first-estimated-tax-payment". */
export const newYorkInstallmentKey = (year: number, which: (typeof INSTALLMENTS)[number]) => `${year}-new-york-${which}-estimated-tax-payment`;

/** A year's four New York installments, in order, from the deadline content. */
export const newYorkInstallmentsOf = <T extends DueDate>(deadlines: readonly T[], year: number): T[] =>
  INSTALLMENTS.map((which) => byKey(deadlines, newYorkInstallmentKey(year, which)));
