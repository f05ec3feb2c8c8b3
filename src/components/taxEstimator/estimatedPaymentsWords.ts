/*
 * The words of next year's estimated payments, in each language. The forms, publications and rules are named as the
 * IRS names them (Form 1040-ES, Publication 505; in Spanish as docs/spanish/glossary.md records the IRS's Spanish).
 * Amounts, shares and dates come in as arguments: they are the content's.
 */
import type { Translations } from "../../i18n/PageLanguage";

export interface EstimatedPaymentsWords {
  heading: (year: number) => string;
  intro: (year: number, priorYear: number) => string;
  priorYearTax: (priorYear: number) => string;
  priorYearTaxHint: string;
  required: (share: string) => string;
  higherIncome: (priorYear: number, limit: string) => string;
  withholding: { label: (year: number) => string; hint: (priorYear: number) => string };
  left: string;
  paymentsCaption: (count: number) => string;
  payment: string;
  due: string;
  amount: string;
  download: (count: number) => string;
  downloadNote: string;
  downloadFailed: string;
  calendarName: (brand: string, year: number) => string;
  fileName: (year: number) => string;
  eventDescription: (amount: string, year: number, pageUrl: string) => string;
  covered: (year: number) => string;
  belowThreshold: (threshold: string, year: number, priorYear: number) => string;
  stillOwe: string;
  smallerYear: (share: string, year: number) => string;
  january: {
    heading: (year: number) => string;
    text: (year: number, date: string) => string;
    fileInstead: (year: number, date: string) => string;
  };
  newYork: { heading: string; text: (year: number) => string };
  plan: string;
}

const en: EstimatedPaymentsWords = {
  heading: (year) => `Your ${year} estimated payments`,
  intro: (year, priorYear) =>
    `Form 1040-ES's prior-year rule: if your withholding and estimated payments, each on time, bring in at least the required annual payment below, you generally owe no penalty for underpaying your ${year} estimated tax, whatever your ${year} income. It starts from your ${priorYear} estimate, so it is only as good as the figures above.`,
  priorYearTax: (priorYear) => `The tax on your ${priorYear} return`,
  priorYearTaxHint:
    "Your total tax less refundable credits (the earned income credit and the additional child tax credit), as Form 1040-ES counts it.",
  required: (share) => `Required annual payment: ${share} of it`,
  higherIncome: (priorYear, limit) => `Your ${priorYear} adjusted gross income is over ${limit}, so the rule takes more than the tax itself.`,
  withholding: {
    label: (year) => `Federal income tax you expect withheld in ${year}`,
    hint: (priorYear) => `Starts from your ${priorYear} withholding above: change it if your pay will change.`,
  },
  left: "Left to pay in estimated tax",
  paymentsCaption: (count) => `${count} equal payments`,
  payment: "Payment",
  due: "Due",
  amount: "Amount",
  download: (count) => `Add the ${count} payments to your calendar`,
  downloadNote:
    "One calendar file, made in your browser and sent nowhere. Each event links to the IRS's payment page; downloading it again updates the events instead of adding more.",
  downloadFailed: "The calendar file could not be made: the page could not load what it needs. Check your connection and try again.",
  calendarName: (brand, year) => `${brand}: your ${year} estimated tax payments`,
  fileName: (year) => `estimated-tax-payments-${year}.ics`,
  eventDescription: (amount, year, pageUrl) =>
    `Pay ${amount} of your ${year} estimated tax (Form 1040-ES) on the IRS's payment page. Planned with the tax estimate at ${pageUrl}; figures you typed are not in this file.`,
  covered: (year) => `No estimated payments are needed: the withholding you expect in ${year} covers the required annual payment.`,
  belowThreshold: (threshold, year, priorYear) =>
    `No estimated payments are needed: your withholding leaves less than ${threshold} of the required annual payment. That holds as long as your ${year} tax is not more than your ${priorYear} tax; otherwise the rule below applies.`,
  stillOwe: "Paying the required annual payment keeps you from the penalty, not from the tax: any tax left is due with your return.",
  smallerYear: (share, year) =>
    `Expecting a smaller ${year}? Paying ${share} of your ${year} tax also avoids the penalty, and can be less. It takes an estimate of ${year} you can rely on, quarter by quarter: a reason to ask us.`,
  january: {
    heading: (year) => `Your last ${year} payment`,
    text: (year, date) => `The fourth installment of your ${year} estimated tax, for September to December, is due ${date}.`,
    fileInstead: (year, date) =>
      `Publication 505: if you file your ${year} return by ${date} and pay all the tax you owe, you do not need to make the January payment; it counts as paid on time. A penalty for an earlier installment paid late or short may remain.`,
  },
  newYork: {
    heading: "New York State estimated tax",
    text: (year) =>
      `New York State estimated tax (with New York City or Yonkers tax where it applies) is paid with Form IT-2105, and this plan does not figure it. We do: we work out your ${year} state payments with the federal ones.`,
  },
  plan: "Have us plan your quarterly taxes",
};

const es: EstimatedPaymentsWords = {
  heading: (year) => `Sus pagos de impuesto estimado de ${year}`,
  intro: (year, priorYear) =>
    `La regla del año anterior del Formulario 1040-ES (en inglés): si su retención y sus pagos de impuesto estimado, cada uno a tiempo, suman al menos el pago anual requerido de abajo, por lo general no tendrá multa por pago insuficiente del impuesto estimado de ${year}, sean cuales sean sus ingresos de ${year}. Parte de su estimación de ${priorYear}, así que vale lo que valgan las cifras de arriba.`,
  priorYearTax: (priorYear) => `El impuesto de su declaración de ${priorYear}`,
  priorYearTaxHint:
    "Su impuesto total menos los créditos tributarios reembolsables (el crédito por ingreso del trabajo y el crédito tributario adicional por hijos), como lo cuenta el Formulario 1040-ES.",
  required: (share) => `Pago anual requerido: el ${share} de ese impuesto`,
  higherIncome: (priorYear, limit) =>
    `Su ingreso bruto ajustado (AGI, por sus siglas en inglés) de ${priorYear} es mayor de ${limit}, así que la regla pide más que el impuesto mismo.`,
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
    `Pague ${amount} de su impuesto estimado de ${year} (Formulario 1040-ES) en la página de pagos del IRS. Planificado con la estimación de impuestos en ${pageUrl}; las cifras que escribió no están en este archivo.`,
  covered: (year) => `No necesita hacer pagos de impuesto estimado: la retención que prevé para ${year} cubre el pago anual requerido.`,
  belowThreshold: (threshold, year, priorYear) =>
    `No necesita hacer pagos de impuesto estimado: su retención deja menos de ${threshold} del pago anual requerido. Esto vale mientras su impuesto de ${year} no sea mayor que el de ${priorYear}; si no, se aplica la regla de abajo.`,
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

export const words = { en, es } satisfies Translations<EstimatedPaymentsWords>;
