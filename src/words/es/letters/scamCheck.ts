import type * as en from "../../en/letters/scamCheck";

export const SCAM_SOURCES: typeof en.SCAM_SOURCES = [
  // The Spanish first point quotes this tax tip (2021-124SP): the IRS has no Spanish "How to know if it's really the IRS".
  {
    title: "Taxpayers can protect themselves from scammers by knowing how the IRS communicates",
    url: "https://www.irs.gov/newsroom/taxpayers-can-protect-themselves-from-scammers-by-knowing-how-the-irs-communicates",
    urlEs: "https://www.irs.gov/es/newsroom/taxpayers-can-protect-themselves-from-scammers-by-knowing-how-the-irs-communicates",
  },
  {
    title: "Understanding your IRS notice or letter",
    url: "https://www.irs.gov/individuals/understanding-your-irs-notice-or-letter",
    urlEs: "https://www.irs.gov/es/individuals/understanding-your-irs-notice-or-letter",
  },
  { title: "Use of Email / Anti-Phishing Policy", url: "https://www.tax.ny.gov/help/tech/email-phishing.htm" },
];

// The first point keeps the words of the IRS's Spanish tax tip 2021-124SP.
export const scamCheck: typeof en.scamCheck = {
  title: "¿La carta es auténtica?",
  points: [
    "Cuando el IRS necesita comunicarse con un contribuyente, el primer contacto es normalmente mediante una carta entregada por el Servicio Postal de EE. UU. El IRS no envía mensajes de texto ni se comunica con personas a través de las redes sociales.",
    "Si el número de la carta no aparece en la búsqueda de avisos del IRS, o la carta le parece sospechosa, llame al IRS al 800-829-1040.",
    "El Departamento de Impuestos del Estado de Nueva York nunca le pide por correo electrónico números de Seguro Social, de cuentas bancarias, PIN, nombres de usuario ni contraseñas.",
  ],
};
