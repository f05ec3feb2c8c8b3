import type * as en from "../../en/newYorkEstimate/newYorkEstimate";

/*
 * New York's own Spanish, where the Department of Taxation and Finance has it (marked * where it has none and the
 * words are ours):
 * - "ingreso bruto federal ajustado", "ingreso bruto ajustado de Nueva York", "crédito por ingreso del trabajo (EIC)
 *   del Estado de Nueva York" and "de la Ciudad de Nueva York": Instrucciones para el Formulario IT-215, Reclamo del
 *   crédito por ingreso del trabajo, https://tax.ny.gov/language/espanol/forms/html-instructions/2022/it/it215i-2022.htm
 * - "crédito familiar" (the household credit): Crédito tributario por ingreso del trabajo (Estado de Nueva York),
 *   https://www.tax.ny.gov/language/espanol/credits/earned-income-credit.htm
 * - "crédito Empire State por hijos", "residentes del Estado de Nueva York durante todo el año": Instrucciones para el
 *   Formulario IT-213, https://www.tax.ny.gov/language/espanol/forms/html-instructions/2022/it/it213i-2022.htm
 * - "residentes durante parte del año" (Form IT-203): Instrucciones para el Formulario IT-225,
 *   https://www.tax.ny.gov/language/espanol/forms/html-instructions/2022/it/it225i-2022.htm
 * The other lines' names follow the IRS's Spanish of the same federal terms (Formulario 1040(SP): "deducción
 * estándar", "ingreso tributable").
 */
export const newYorkEstimate: typeof en.newYorkEstimate = {
  heading: (year, inCity) => (inCity ? `Impuesto del Estado y de la Ciudad de Nueva York, ${year}` : `Impuesto del Estado de Nueva York, ${year}`),
  intro: (year) =>
    `Calculado a partir de la estimación federal de arriba, como el Formulario IT-201 de ${year} de un residente durante todo el año: el impuesto y los créditos del Estado, y los de la Ciudad si vivió en ella.`,
  tableCaption: (year) => `Formulario IT-201 de ${year}, línea por línea`,
  lines: {
    federalAdjustedGrossIncome: "Ingreso bruto federal ajustado",
    newYorkAdjustedGrossIncome: "Ingreso bruto ajustado de Nueva York",
    standardDeduction: "Deducción estándar de Nueva York*",
    incomeLessDeduction: "Ingreso bruto ajustado de Nueva York menos la deducción*",
    dependentExemptions: "Exenciones por dependientes*",
    taxableIncome: "Ingreso tributable*",
    newYorkStateTax: "Impuesto del Estado de Nueva York sobre la cantidad de la línea 38*",
    householdCredit: "Crédito familiar del Estado de Nueva York",
    newYorkStateTaxAfterCredits: "Impuesto del Estado de Nueva York después del crédito familiar*",
    newYorkCityTaxableIncome: "Ingreso tributable de la Ciudad de Nueva York*",
    newYorkCityTax: "Impuesto de residente de la Ciudad de Nueva York sobre la cantidad de la línea 47*",
    cityHouseholdCredit: "Crédito familiar de la Ciudad de Nueva York",
    newYorkCityTaxAfterCredits: "Impuesto de la Ciudad de Nueva York después del crédito familiar*",
    empireStateChildCredit: "Crédito Empire State por hijos",
    newYorkEarnedIncomeCredit: "Crédito por ingreso del trabajo (EIC) del Estado de Nueva York",
    schoolTaxCreditFixedAmount: "Crédito del impuesto escolar de la Ciudad de Nueva York (monto fijo)*",
    schoolTaxCreditRateReduction: "Crédito del impuesto escolar de la Ciudad de Nueva York (monto por reducción de la tasa)*",
    newYorkCityEarnedIncomeCredit: "Crédito por ingreso del trabajo (EIC) de la Ciudad de Nueva York",
    totalNewYorkStateTaxes: "Total de impuestos del Estado de Nueva York*",
    totalNewYorkCityTaxes: "Total de impuestos de la Ciudad de Nueva York*",
    totalNewYorkTaxes: "Total de impuestos del Estado y de la Ciudad de Nueva York*",
  },
  spanishLines:
    "Los nombres de las líneas son los que el Departamento de Impuestos y Finanzas de Nueva York usa en español. *Las que no tienen nombre oficial en español: la traducción es nuestra.",
  askUsHeading: "Parte de su año en Nueva York necesita a una persona",
  askUsText: "La estimación no calcula lo siguiente, así que las líneas de abajo no lo incluyen:",
  topics: {
    partYearResident:
      "Si se mudó al Estado o a la Ciudad de Nueva York, o se fue, durante el año: la declaración de residentes durante parte del año (Formulario IT-203) o el impuesto de la Ciudad se calculan sobre el ingreso de los meses que vivió allí.",
    yonkers: "Los residentes de Yonkers pagan un recargo sobre su impuesto estatal, que la estimación no calcula.",
    newYorkItemizedDeductions:
      "Las deducciones detalladas de Nueva York (Formulario IT-196) tienen sus propias reglas, que la estimación no calcula.",
    empireStateChildCredit:
      "Un hijo sin número de Seguro Social puede contar para el crédito Empire State por hijos con un ITIN, que la estimación no pregunta.",
    householdCreditMarriedSeparately:
      "Si es casado que presenta por separado, los créditos familiares se calculan con los ingresos y los hogares de ambos cónyuges.",
    metropolitanCommuterTransportationMobilityTax:
      "Las ganancias del trabajo por cuenta propia en la Ciudad de Nueva York pueden pagar el impuesto de movilidad del transporte metropolitano (Metropolitan Commuter Transportation Mobility Tax, MCTMT), que la estimación no calcula.",
  },
  askUsLink: "Consúltenos sobre su declaración de Nueva York",
};
