import type * as en from "../../en/deadlines/deadlineNames";

export const deadlineNames: typeof en.deadlineNames = {
  // Glossary §12.
  audiences: { Individuals: "Personas", Businesses: "Negocios", Employers: "Empleadores" },
  // Glossary: "Prevista", feminine, agreeing with "fecha".
  expectedDate: "Fecha prevista",
  dueIn: (days) => {
    if (days === 0) return "Vence hoy";
    if (days === 1) return "Vence mañana";
    if (days > 1) return `Vence en ${days} días`;
    return days === -1 ? "Venció ayer" : `Venció hace ${-days} días`;
  },
};
