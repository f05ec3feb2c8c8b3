import type * as en from "../en/pricing";

export const comparisonTable: typeof en.comparisonTable = {
  caption: (section: string) => `Compare los planes: ${section}`,
  price: "Precio",
  included: "Incluido",
  notIncluded: "No incluido",
};

// Sentence case, not "Más Popular"; it fits the badge on one line.
export const planCard: typeof en.planCard = { popular: "Más popular", price: (spoken: string) => `Precio: ${spoken}` };

export const pricingView: typeof en.pricingView = {
  title: "Precios",
  // "tarifa fija" (glossary).
  intro:
    "Tarifas fijas y claras para el trabajo que necesita la mayoría de nuestros clientes. Confirmamos el precio con usted antes de comenzar cualquier trabajo.",
  quote: {
    title: "¿Busca algo diferente?",
    // "cotización" (glossary), not "presupuesto".
    text: "Si su situación requiere una combinación de servicios o apoyo continuo, le prepararemos una cotización a su medida.",
    linkLabel: "Solicitar una cotización personalizada",
  },
};

export const price: typeof en.price = {
  custom: "A medida",
  oneTime: "pago único",
  units: { hr: "hora", hrs: "hora", hour: "hora", applicant: "solicitante" },
  spokenOneTime: (amount) => `${amount}, pago único`,
  spokenPer: (amount, unit) => `${amount} por ${unit}`,
};
