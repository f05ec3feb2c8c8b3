import type * as en from "../../en/letters/scamCheck";

// The first point keeps the words of the IRS's Spanish tax tip 2021-124SP (a source of the letters content's scamCheckSources).
export const scamCheck: typeof en.scamCheck = {
  title: "¿La carta es auténtica?",
  points: (irsPhone) => [
    "Cuando el IRS necesita comunicarse con un contribuyente, el primer contacto es normalmente mediante una carta entregada por el Servicio Postal de EE. UU. El IRS no envía mensajes de texto ni se comunica con personas a través de las redes sociales.",
    `Si el número de la carta no aparece en la búsqueda de avisos del IRS, o la carta le parece sospechosa, llame al IRS al ${irsPhone}.`,
    "El Departamento de Impuestos del Estado de Nueva York nunca le pide por correo electrónico números de Seguro Social, de cuentas bancarias, PIN, nombres de usuario ni contraseñas.",
  ],
};
