import type * as en from "../../en/pricing/planCard";

// Sentence case, not "Más Popular"; it fits the badge on one line.
export const planCard: typeof en.planCard = { popular: "Más popular", price: (spoken: string) => `Precio: ${spoken}` };
