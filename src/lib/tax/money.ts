/* Amounts and rates as the estimate shows them, the same in English and Spanish (as the IRS's forms in both write them). Without `Intl`: docs/decisions/dates-without-intl.md. */

/** Whole dollars with thousands separated: 12345 → "$12,345". */
export function formatDollars(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  return `${amount < 0 ? "−" : ""}$${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** A rate to one decimal place, without a trailing ".0": 0.1234 → "12.3%", 0.22 → "22%". */
export function formatRate(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toString()}%`;
}
