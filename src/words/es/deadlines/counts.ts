import type * as en from "../../en/deadlines/counts";

const forWhom = (audience?: en.Audience) =>
  audience ? { Individuals: "para personas", Businesses: "para negocios", Employers: "para empleadores" }[audience] : "para todos";

export const counts: typeof en.counts = {
  showing: ({ shown, audience, coming, passed, live }) =>
    `${shown === 1 ? `Se muestra ${shown} fecha límite` : `Se muestran ${shown} fechas límite`} ${forWhom(audience)}` +
    (live ? `: ${coming} por venir, ${passed} ${passed === 1 ? "vencida" : "vencidas"}.` : "."),
  // Glossary §12.
  nextDeadline: (audience, asOf) => `Próxima fecha límite${audience ? ` ${forWhom(audience)}` : ""}${asOf ? ` al ${asOf}` : ""}`,
  noneLeft: (audience) => `No hay fechas límite ${audience ? `${forWhom(audience)} ` : ""}en los próximos doce meses.`,
  calendarOf: (audience) => `Fechas límite ${forWhom(audience)}`,
};
