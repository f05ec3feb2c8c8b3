/*
 * Until when to keep a return's records: the IRS counts the period from the day the return was filed, and a return
 * filed before its due date counts as filed on the due date (content/after-filing: "How long should I keep
 * records?"). Returns are due in the year after their tax year, so the period counts from that year at the earliest.
 */
import type { RecordRule } from "../content/types/afterFiling";

/** The rules that count from the day the return was filed, with their years: those the calculator can add up. */
export const countedRules = (rules: readonly RecordRule[]) =>
  rules.flatMap((rule) => (typeof rule.years === "number" ? [{ ...rule, years: rule.years }] : []));

/** The return the visitor names: its tax year, the year it was filed, and the rule's years from filing. */
export interface NamedReturn {
  taxYear: number;
  filedYear: number;
  years: number;
}

/** The year the period counts from: the year filed, or the due year for a return filed before it. */
export function countedFrom(taxYear: number, filedYear: number): number {
  return Math.max(filedYear, taxYear + 1);
}

/** The year its period of limitations ends in: keep the records until then at least. */
export function keepUntil({ taxYear, filedYear, years }: NamedReturn): number {
  return countedFrom(taxYear, filedYear) + years;
}

/** What is wrong with the years the visitor typed, if anything: a tax year before 1900 or after this year, a return filed before its tax year ended. */
export function namedReturnProblem(taxYear: number, filedYear: number, thisYear: number): "taxYear" | "filedYear" | undefined {
  if (!Number.isInteger(taxYear) || taxYear < 1900 || taxYear > thisYear) return "taxYear";
  if (!Number.isInteger(filedYear) || filedYear <= taxYear || filedYear > thisYear + 1) return "filedYear";
  return undefined;
}
