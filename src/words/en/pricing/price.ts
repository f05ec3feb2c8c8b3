import type { PriceWords } from "../../../lib/price";

export const price: PriceWords = {
  custom: null,
  oneTime: "one-time",
  units: {},
  spokenOneTime: (amount: string) => `${amount} one-time`,
  spokenPer: (amount: string, unit: string) => `${amount} per ${unit}`,
};
