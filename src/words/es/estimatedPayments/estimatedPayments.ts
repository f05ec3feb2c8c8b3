import type * as en from "../../en/estimatedPayments/estimatedPayments";

export const estimatedPayments: typeof en.estimatedPayments = {
  heading: (year) => `Sus pagos de impuesto estimado de ${year}`,
  intro: (year, priorYear) =>
    `La regla del año anterior del Formulario 1040-ES (en inglés): si su retención y sus pagos de impuesto estimado, cada uno a tiempo, suman al menos el pago anual requerido de abajo, por lo general no tendrá multa por pago insuficiente del impuesto estimado de ${year}, sean cuales sean sus ingresos de ${year}. Parte de su estimación de ${priorYear}, así que vale lo que valgan las cifras de arriba.`,
  priorYearTax: (priorYear) => `El impuesto de su declaración de ${priorYear}`,
  priorYearTaxHint:
    "Su impuesto total menos los créditos tributarios reembolsables (el crédito por ingreso del trabajo y el crédito tributario adicional por hijos), como lo cuenta el Formulario 1040-ES.",
  required: (share) => `Pago anual requerido: el ${share} de ese impuesto`,
  higherIncome: (priorYear, limit) =>
    `Su ingreso bruto ajustado (AGI, por sus siglas en inglés) de ${priorYear} es mayor de ${limit}, así que la regla pide más que el impuesto mismo.`,
  // "Casado que presenta una declaración por separado" and "estado civil para efectos de la declaración" as the
  // glossary records them (tc501 in Spanish).
  filingStatusAssumed: (year, priorYear, separateLimit, limit) =>
    `Esto supone que su estado civil para efectos de la declaración de ${year} será el de ${priorYear}. El Formulario 1040-ES (en inglés) pide el 110% cuando su ingreso bruto ajustado de ${priorYear} es mayor de ${separateLimit} si en ${year} presenta como casado que presenta una declaración por separado, y mayor de ${limit} si presenta de cualquier otra forma.`,
  withholding: {
    label: (year) => `Impuesto federal sobre el ingreso que prevé que le retengan en ${year}`,
    hint: (priorYear) => `Parte de su retención de ${priorYear} de arriba: cámbiela si su sueldo va a cambiar.`,
  },
  left: "Por pagar como impuesto estimado",
  paymentsCaption: (count) => `${count} pagos iguales`,
  payment: "Pago",
  due: "Vence",
  amount: "Cantidad",
  download: (count) => `Agregar los ${count} pagos a su calendario`,
  downloadNote:
    "Un archivo de calendario, hecho en su navegador y no enviado a ninguna parte. Cada evento lleva a la página de pagos del IRS; si lo descarga de nuevo, actualiza los eventos en lugar de agregar otros.",
  downloadFailed: "No se pudo hacer el archivo de calendario: la página no pudo cargar lo que necesita. Revise su conexión e inténtelo de nuevo.",
  calendarName: (brand, year) => `${brand}: sus pagos de impuesto estimado de ${year}`,
  fileName: (year) => `pagos-de-impuesto-estimado-${year}.ics`,
  eventDescription: (amount, year, pageUrl) =>
    `Pague ${amount} de su impuesto estimado federal de ${year} (Formulario 1040-ES, para su declaración federal de ${year}, el Formulario 1040) en la página de pagos del IRS. Planificado con la estimación de impuestos en ${pageUrl}; las cifras que escribió no están en este archivo.`,
  covered: (year) => `No necesita hacer pagos de impuesto estimado: la retención que prevé para ${year} cubre el pago anual requerido.`,
  belowThreshold: (threshold, year, priorYear) =>
    `No se requieren pagos de impuesto estimado si su ${year} es como su ${priorYear}: su impuesto de ${priorYear} menos la retención que prevé es menor de ${threshold}, y el Formulario 1040-ES (en inglés) no pide pagos por debajo de esa cantidad. Si su impuesto de ${year} va a ser mayor, los pagos pueden ser necesarios.`,
  stillOwe: "Pagar el pago anual requerido lo libra de la multa, no del impuesto: el impuesto que quede se paga con su declaración.",
  smallerYear: (share, year) =>
    `¿Prevé un ${year} menor? Pagar el ${share} de su impuesto de ${year} también evita la multa, y puede ser menos. Requiere una estimación de ${year} en la que pueda confiar, trimestre por trimestre: una razón para consultarnos.`,
  january: {
    heading: (year) => `Su último pago de ${year}`,
    text: (year, date) => `La cuarta cuota de su impuesto estimado de ${year}, de septiembre a diciembre, vence el ${date}.`,
    fileInstead: (year, date) =>
      `Publicación 505 (en inglés): si presenta su declaración de ${year} a más tardar el ${date} y paga todo el impuesto que adeuda, no necesita hacer el pago de enero; cuenta como pagado a tiempo. Puede quedar una multa por una cuota anterior pagada tarde o de menos.`,
  },
  newYork: {
    heading: "Impuesto estimado del estado de Nueva York",
    text: (year) =>
      `El impuesto estimado del estado de Nueva York (con el impuesto de la Ciudad de Nueva York o de Yonkers cuando corresponda) se paga con el Formulario IT-2105, y este plan no lo calcula. Nosotros sí: calculamos sus pagos estatales de ${year} junto con los federales.`,
  },
  plan: "Permítanos planificar sus impuestos trimestrales",
};
