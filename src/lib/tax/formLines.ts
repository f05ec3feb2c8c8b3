/*
 * The estimate as the rows of Form 1040 a visitor reads: each with the line's number on the 2026 form (draft of
 * 2026-09, docs/tax-year-2026/form-1040-wording.md) and a key the page names in its language. Parts of a line (the
 * deductions of Schedule 1-A, the taxes of Schedule 2) follow it, marked `part`, and only where they are not zero.
 */
import type { Estimate } from "./estimate";

export type FormLineKey =
  | "wages"
  | "taxableInterest"
  | "ordinaryDividends"
  | "additionalIncome"
  | "totalIncome"
  | "adjustmentsToIncome"
  | "adjustedGrossIncome"
  | "standardDeduction"
  | "itemizedDeductions"
  | "charitableWithoutItemizing"
  | "scheduleOneA"
  | "tips"
  | "overtime"
  | "carLoanInterest"
  | "seniors"
  | "qualifiedBusinessIncomeDeduction"
  | "taxableIncome"
  | "tax"
  | "childTaxCreditOrCreditForOtherDependents"
  | "additionalTaxes"
  | "selfEmploymentTax"
  | "additionalMedicareTax"
  | "totalTax"
  | "federalIncomeTaxWithheld"
  | "estimatedTaxPayments"
  | "earnedIncomeCredit"
  | "additionalChildTaxCredit"
  | "totalPayments"
  | "overpaid"
  | "amountOwed";

export interface FormLine {
  /** The line's number on Form 1040; none for a part of a line. */
  line?: string;
  key: FormLineKey;
  amount: number;
  part?: true;
}

export function formLines({ lines }: Estimate): FormLine[] {
  const oneA = lines.scheduleOneA;
  const parts = (entries: [FormLineKey, number][]): FormLine[] =>
    entries.filter(([, amount]) => amount !== 0).map(([key, amount]) => ({ key, amount, part: true }));
  return [
    { line: "1a", key: "wages", amount: lines.wages },
    { line: "2b", key: "taxableInterest", amount: lines.taxableInterest },
    { line: "3b", key: "ordinaryDividends", amount: lines.ordinaryDividends },
    { line: "8", key: "additionalIncome", amount: lines.additionalIncome },
    { line: "9", key: "totalIncome", amount: lines.totalIncome },
    { line: "10", key: "adjustmentsToIncome", amount: lines.adjustmentsToIncome },
    { line: "11a", key: "adjustedGrossIncome", amount: lines.adjustedGrossIncome },
    {
      line: "12e",
      key: lines.standardDeductionOrItemized.kind === "itemized" ? "itemizedDeductions" : "standardDeduction",
      amount: lines.standardDeductionOrItemized.amount,
    },
    { line: "12f", key: "charitableWithoutItemizing", amount: lines.charitableWithoutItemizing },
    { line: "13a", key: "scheduleOneA", amount: oneA.total },
    ...parts([
      ["tips", oneA.tips],
      ["overtime", oneA.overtime],
      ["carLoanInterest", oneA.carLoanInterest],
      ["seniors", oneA.seniors],
    ]),
    { line: "13b", key: "qualifiedBusinessIncomeDeduction", amount: lines.qualifiedBusinessIncomeDeduction },
    { line: "15", key: "taxableIncome", amount: lines.taxableIncome },
    { line: "16", key: "tax", amount: lines.tax.amount },
    { line: "19", key: "childTaxCreditOrCreditForOtherDependents", amount: lines.childTaxCreditOrCreditForOtherDependents },
    { line: "23", key: "additionalTaxes", amount: lines.selfEmploymentTax + lines.additionalMedicareTax },
    ...parts([
      ["selfEmploymentTax", lines.selfEmploymentTax],
      ["additionalMedicareTax", lines.additionalMedicareTax],
    ]),
    { line: "24a", key: "totalTax", amount: lines.totalTax },
    { line: "25d", key: "federalIncomeTaxWithheld", amount: lines.federalIncomeTaxWithheld },
    { line: "26", key: "estimatedTaxPayments", amount: lines.estimatedTaxPayments },
    { line: "27a", key: "earnedIncomeCredit", amount: lines.earnedIncomeCredit },
    { line: "28", key: "additionalChildTaxCredit", amount: lines.additionalChildTaxCredit },
    { line: "33", key: "totalPayments", amount: lines.totalPayments },
    lines.refundOrAmountOwed >= 0
      ? { line: "34", key: "overpaid", amount: lines.refundOrAmountOwed }
      : { line: "37", key: "amountOwed", amount: -lines.refundOrAmountOwed },
  ];
}
