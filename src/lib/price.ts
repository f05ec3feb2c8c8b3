/*
 * Price labels. The content writes each price once, in English ("$99", "$250/hr", "Custom"); the label is
 * shown in the page's language: the unit after the amount ("/one-time", Spanish "/pago único"), and
 * "Custom" as the language's word, from the words the caller hands over (src/words/<language>/pricing/price.ts).
 */

export interface PriceLabel {
  /** What the plan costs, e.g. "$250" or "Custom" (Spanish "A medida"). */
  amount: string;
  /** What the amount is for, e.g. "/hr" or "/one-time"; null for a custom price. */
  unit: string | null;
}

/** The words of prices in one language. */
export interface PriceWords {
  /** A custom price as shown; null: as the content writes it. */
  custom: string | null;
  oneTime: string;
  /** The units the content writes ("hr"), in this language; a unit not listed is shown as written. */
  units: Readonly<Record<string, string>>;
  spokenOneTime: (amount: string) => string;
  spokenPer: (amount: string, unit: string) => string;
}

const CUSTOM = "custom";
const ONE_TIME = "one-time";

/** The amount and the unit word of a price, as the content writes them; no unit for a one-time or custom price. */
function partsOf(price: string): { amount: string; unit: string | null; custom: boolean } {
  const text = price.trim();
  const slash = text.indexOf("/");
  if (slash >= 0) {
    const unit = text.slice(slash + 1).trim();
    return { amount: text.slice(0, slash).trim(), unit: unit.toLowerCase() === ONE_TIME ? null : unit, custom: false };
  }
  return { amount: text, unit: null, custom: text.toLowerCase() === CUSTOM };
}

/** The amount as the content writes it: "$250/hr" → "$250", "Custom" → "Custom". */
export const priceAmount = (price: string): string => partsOf(price).amount;

/** The unit word in the language of `words`: "hr" → "hora"; a one-time price's own word where there is none. */
function unitIn(words: PriceWords, unit: string | null): string {
  if (unit === null) return words.oneTime;
  return words.units[unit.toLowerCase()] ?? unit;
}

/**
 * The price label rule of the spec: a price containing "/" shows its unit; a price that is not
 * Custom shows "/one-time". In Spanish: "/hora", "/pago único", and "A medida" for Custom.
 */
export function priceLabel(price: string, words: PriceWords): PriceLabel {
  const { amount, unit, custom } = partsOf(price);
  if (custom) return { amount: words.custom ?? amount, unit: null };
  return { amount, unit: `/${unitIn(words, unit)}` };
}

/** The label read out by assistive technology: "$250 per hr", "$99 one-time", "Custom" ("$250 por hora"). */
export function spokenPrice(price: string, words: PriceWords): string {
  const { amount, unit, custom } = partsOf(price);
  if (custom) return words.custom ?? amount;
  return unit === null ? words.spokenOneTime(amount) : words.spokenPer(amount, unitIn(words, unit));
}
