import type * as en from "../../en/pricing/price";

export const price: typeof en.price = {
  custom: "A medida",
  oneTime: "pago único",
  units: { hr: "hora", hrs: "hora", hour: "hora", applicant: "solicitante" },
  spokenOneTime: (amount) => `${amount}, pago único`,
  spokenPer: (amount, unit) => `${amount} por ${unit}`,
};
