/*
 * The tax on taxable income (Form 1040's "Tax"): below $100,000 the Tax Table's figure, at or above it the Tax
 * Computation Worksheet's, both from the year's rate schedules.
 *
 * The Tax Table lists taxable income in rows ("At least … But less than …") and gives the tax figured on the row's
 * midpoint: rows of $5 and $10 at the start (0–5, 5–15, 15–25), of $25 up to $3,000, then of $50 up to $100,000.
 * The 2026 table itself was not available; the rows and the midpoint rule are those of the tables the Form 1040
 * instructions have printed for years, and of the IRS's Tax Withholding Estimator (its rounded taxable income).
 */
import { dollars, type Bracket } from "./figures";

/** Where the Tax Table stops and the Tax Computation Worksheet starts. */
export const TAX_TABLE_LIMIT = 100_000;

/** The taxable income the Tax Table figures its row's tax on: the midpoint of the row it falls in. */
export function taxTableMidpoint(taxableIncome: number): number {
  if (taxableIncome < 5) return 2.5;
  if (taxableIncome < 15) return 10;
  if (taxableIncome < 25) return 20;
  const width = taxableIncome < 3000 ? 25 : 50;
  return Math.floor(taxableIncome / width) * width + width / 2;
}

/** The exact tax of the rate schedule, in dollars and cents. */
export function scheduleTax(brackets: readonly Bracket[], income: number): number {
  return brackets.reduce((tax, bracket, index) => {
    const next = brackets[index + 1]?.over ?? Infinity;
    return income > bracket.over ? tax + (Math.min(income, next) - bracket.over) * bracket.rate : tax;
  }, 0);
}

/** The bracket taxable income falls in: its rate is the marginal rate. */
export function bracketOf(brackets: readonly Bracket[], income: number): Bracket {
  return [...brackets].reverse().find((bracket) => income > bracket.over) ?? brackets[0];
}

/**
 * The Tax Computation Worksheet's line for taxable income: income times the bracket's rate, less the bracket's
 * subtraction amount (what the rate would overcharge on the income below the bracket).
 */
export function worksheetSubtraction(brackets: readonly Bracket[], bracket: Bracket): number {
  return bracket.over * bracket.rate - scheduleTax(brackets, bracket.over);
}

export function taxOn(brackets: readonly Bracket[], taxableIncome: number): { tax: number; method: "taxTable" | "taxComputationWorksheet" } {
  if (taxableIncome <= 0) return { tax: 0, method: "taxTable" };
  if (taxableIncome < TAX_TABLE_LIMIT) return { tax: dollars(scheduleTax(brackets, taxTableMidpoint(taxableIncome))), method: "taxTable" };
  const bracket = bracketOf(brackets, taxableIncome);
  const tax = taxableIncome * bracket.rate - worksheetSubtraction(brackets, bracket);
  return { tax: dollars(tax), method: "taxComputationWorksheet" };
}
