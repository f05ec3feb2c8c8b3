import type * as en from "../../en/estimator/spokenDollars";

export const spokenDollars: typeof en.spokenDollars = {
  // Without the thousands comma, which a Spanish voice may read as a decimal point ("dos coma quinientos").
  spoken: (amount) => `${amount < 0 ? "menos " : ""}${Math.round(Math.abs(amount))} dólares`,
};
