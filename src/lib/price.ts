export interface PriceLabel {
  /** What the plan costs, e.g. "$250" or "Custom". */
  amount: string;
  /** What the amount is for, e.g. "/hr" or "/one-time"; null for a custom price. */
  unit: string | null;
}

const CUSTOM = "custom";

/**
 * The price label rule of the spec: a price containing "/" shows its unit; a price that is not
 * Custom shows "/one-time".
 */
export function priceLabel(price: string): PriceLabel {
  const text = price.trim();
  const slash = text.indexOf("/");
  if (slash >= 0) {
    return { amount: text.slice(0, slash).trim(), unit: `/${text.slice(slash + 1).trim()}` };
  }
  if (text.toLowerCase() === CUSTOM) return { amount: text, unit: null };
  return { amount: text, unit: "/one-time" };
}

/** The label read out by assistive technology: "$250 per hr", "$99 one-time", "Custom". */
export function spokenPrice(price: string): string {
  const { amount, unit } = priceLabel(price);
  if (!unit) return amount;
  const what = unit.slice(1);
  return what === "one-time" ? `${amount} one-time` : `${amount} per ${what}`;
}
