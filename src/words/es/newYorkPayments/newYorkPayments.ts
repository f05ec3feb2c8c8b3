import type * as en from "../../en/newYorkPayments/newYorkPayments";

/*
 * "Impuesto estimado", "pago anual requerido", "retención" and "multa por pago insuficiente" as the federal plan's
 * words have them (docs/spanish/glossary.md); New York's forms as the glossary proposes ("Formulario IT-201", with
 * "(en inglés)" where the form is meant: New York has no Spanish edition of Form IT-2105 or IT-201).
 */
export const newYorkPayments: typeof en.newYorkPayments = {
  heading: (year, inCity) =>
    inCity
      ? `Impuesto estimado del Estado y de la Ciudad de Nueva York de ${year} (Formulario IT-2105)`
      : `Impuesto estimado del Estado de Nueva York de ${year} (Formulario IT-2105)`,
  intro: (year, priorYear) =>
    `Nueva York tiene su propia regla del año anterior: si su retención de Nueva York y sus pagos de impuesto estimado, cada uno a tiempo, suman al menos el pago anual requerido de abajo, por lo general no tendrá multa de Nueva York por pago insuficiente del impuesto estimado de ${year}. Parte de su estimación de Nueva York de ${priorYear}, de arriba.`,
  together:
    "El impuesto del Estado y el de la Ciudad de Nueva York se pagan juntos, con el mismo comprobante del Formulario IT-2105 (en inglés) o el mismo pago por internet.",
  priorYearTax: (priorYear) => `El impuesto de Nueva York de su declaración de ${priorYear}`,
  state: "Estado de Nueva York",
  city: "Ciudad de Nueva York",
  priorYearTaxHint:
    "Cada impuesto del Formulario IT-201 de arriba menos sus créditos reembolsables (el crédito Empire State por hijos, los créditos por ingreso del trabajo, el crédito del impuesto escolar).",
  required: (share) => `Pago anual requerido: el ${share} de ese impuesto`,
  higherIncome: (priorYear, limit) =>
    `Su ingreso bruto ajustado de Nueva York de ${priorYear} es mayor de ${limit}, así que la regla de Nueva York pide más que el impuesto mismo.`,
  filingStatusAssumed: (year, priorYear, separateLimit, limit) =>
    `Esto supone que su estado civil para efectos de la declaración de ${year} será el de ${priorYear}. Nueva York pide el 110% cuando su ingreso bruto ajustado de Nueva York de ${priorYear} es mayor de ${separateLimit} si en ${year} presenta como casado que presenta una declaración por separado, y mayor de ${limit} si presenta de cualquier otra forma.`,
  withholding: {
    state: (year) => `Impuesto del Estado de Nueva York que prevé que le retengan en ${year}`,
    city: (year) => `Impuesto de la Ciudad de Nueva York que prevé que le retengan en ${year}`,
    hint: "Según sus talones de pago o su Formulario W-2; déjelo vacío si no le retendrán nada.",
  },
  left: "Por pagar como impuesto estimado de Nueva York",
  paymentsCaption: (count) => `${count} pagos iguales a Nueva York`,
  threshold: (threshold) =>
    `Nueva York no pide impuesto estimado cuando, después de la retención, quedan menos de ${threshold} de impuesto del Estado y menos de ${threshold} de impuesto de la Ciudad de Nueva York, cada uno por separado.`,
  covered: (year) =>
    `No necesita hacer pagos de impuesto estimado a Nueva York: la retención de Nueva York que prevé para ${year} cubre el pago anual requerido.`,
  belowThreshold: (year, priorYear) =>
    `No se requieren pagos de impuesto estimado a Nueva York si su ${year} es como su ${priorYear}: lo que la retención que prevé deja de cada impuesto es menor que el mínimo de Nueva York. Si su impuesto de ${year} va a ser mayor, los pagos pueden ser necesarios.`,
  leftOut: "El plan cuenta solo el impuesto de Nueva York calculado arriba: lo que la estimación le pide consultarnos no está incluido.",
  calendarNote:
    "El archivo de calendario de abajo también tiene los pagos a Nueva York, cada uno con un enlace a la página de Nueva York para pagar el impuesto estimado (en inglés).",
  eventDescription: (amount, year, pageUrl) =>
    `Pague ${amount} de su impuesto estimado del Estado y de la Ciudad de Nueva York de ${year} (Formulario IT-2105, para su declaración de Nueva York de ${year}, el Formulario IT-201), por internet o con el comprobante. Planificado con la estimación de impuestos en ${pageUrl}; las cifras que escribió no están en este archivo.`,
};
