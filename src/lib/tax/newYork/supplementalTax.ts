/*
 * New York State's tax when New York AGI is above the supplemental tax's threshold (IT-201 line 39, "Tax computation –
 * New York AGI of more than $107,650", Tax Law section 601(d-1)): worksheets that take back, over $50,000 of AGI, the
 * benefit of the rates below the bracket taxable income falls in. Line by line, as the worksheets of the 2022 to 2025
 * IT-201 instructions lay them out (read in OpenTaxSolver's IT-201 program and PolicyEngine-US's formula):
 *
 * - AGI above the flat-rate threshold ($25,000,000): taxable income times the top rate.
 * - Taxable income up to the first recapture row (the first worksheet): line 3, taxable income times the rate of the
 *   bracket below that row; from AGI of the threshold plus $50,000, line 3 is the tax; below it, the schedule's tax
 *   (line 4) plus the part of line 3 − line 4 that the AGI above the threshold bears to $50,000 (lines 6 to 9).
 * - Taxable income above a recapture row (the other worksheets): the schedule's tax (line 3), plus the row's
 *   recapture base (line 4), plus the part of its incremental benefit (line 5) that the AGI above the row, at most
 *   $50,000, bears to $50,000 (lines 6 to 9).
 *
 * The share is divided and rounded to the fourth decimal place, as the worksheets say.
 */
import { dollars, type FilingStatus } from "../figures";
import type { NewYorkFigures } from "./figures";
import { bracketOf, scheduleTax } from "../taxTable";

export interface SupplementalTaxWorksheet {
  /** Which worksheet: the first (taxable income up to the first row), a recapture row's, or the flat rate's. */
  worksheet: "first" | "recapture" | "flatRate";
  /** The worksheet's lines from line 1 (New York AGI), in order; the last is line 39's amount before rounding. */
  lines: number[];
  /** Line 39, in whole dollars. */
  tax: number;
}

const fourDecimals = (share: number) => Math.round(share * 10_000 + 1e-9) / 10_000;

export function supplementalTaxWorksheet(
  state: NewYorkFigures["newYorkState"],
  supplemental: NewYorkFigures["newYorkSupplementalTax"],
  filingStatus: FilingStatus,
  newYorkAgi: number,
  taxableIncome: number,
): SupplementalTaxWorksheet {
  const brackets = state.brackets[filingStatus];
  const rows = supplemental.recapture[filingStatus];
  const done = (worksheet: SupplementalTaxWorksheet["worksheet"], lines: number[]) => ({
    worksheet,
    lines,
    tax: dollars(lines[lines.length - 1]),
  });
  if (newYorkAgi > supplemental.flatRateAbove) {
    return done("flatRate", [taxableIncome, taxableIncome * brackets[brackets.length - 1].rate]);
  }
  const row = [...rows].reverse().find((candidate) => taxableIncome > candidate.taxableIncomeOver);
  if (!row) {
    const line3 = taxableIncome * bracketOf(brackets, rows[0].taxableIncomeOver).rate;
    if (newYorkAgi >= state.supplementalTaxAbove + supplemental.phaseInLength) return done("first", [newYorkAgi, taxableIncome, line3]);
    const line4 = scheduleTax(brackets, taxableIncome);
    const line5 = line3 - line4;
    const line6 = newYorkAgi - state.supplementalTaxAbove;
    const line7 = fourDecimals(line6 / supplemental.phaseInLength);
    const line8 = line5 * line7;
    return done("first", [newYorkAgi, taxableIncome, line3, line4, line5, line6, line7, line8, line4 + line8]);
  }
  const line3 = scheduleTax(brackets, taxableIncome);
  const line6 = newYorkAgi - row.taxableIncomeOver;
  const line7 = Math.min(line6, supplemental.phaseInLength);
  const line8 = fourDecimals(line7 / supplemental.phaseInLength);
  const line9 = row.incrementalBenefit * line8;
  return done("recapture", [
    newYorkAgi,
    taxableIncome,
    line3,
    row.recaptureBase,
    row.incrementalBenefit,
    line6,
    line7,
    line8,
    line9,
    line3 + row.recaptureBase + line9,
  ]);
}
