import type * as en from "../../en/pricing/comparisonTable";

export const comparisonTable: typeof en.comparisonTable = {
  caption: (section: string) => `Compare los planes: ${section}`,
  price: "Precio",
  included: "Incluido",
  notIncluded: "No incluido",
};
