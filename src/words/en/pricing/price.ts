/** The words of prices (src/lib/price.ts): "$99/one-time", "$250 per hr". */
export const price = {
  /** A custom price as shown; null: as the content writes it ("Custom"). */
  custom: null as string | null,
  oneTime: "one-time",
  /** The units the content writes ("hr"), in this language; a unit not listed is shown as written. */
  units: {} as Readonly<Record<string, string>>,
  spokenOneTime: (amount: string) => `${amount} one-time`,
  spokenPer: (amount: string, unit: string) => `${amount} per ${unit}`,
};
