import type * as en from "../../en/pricing/pricingView";

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
