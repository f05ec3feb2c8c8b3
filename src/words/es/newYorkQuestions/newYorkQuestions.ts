import type * as en from "../../en/newYorkQuestions/newYorkQuestions";

/*
 * "Crédito Empire State por hijos" and "residentes del Estado de Nueva York durante todo el año": the Department of
 * Taxation and Finance's Spanish, Instrucciones para el Formulario IT-213,
 * https://www.tax.ny.gov/language/espanol/forms/html-instructions/2022/it/it213i-2022.htm
 */
export const newYorkQuestions: typeof en.newYorkQuestions = {
  legend: "Su año en Nueva York",
  hint: "La estimación calcula Nueva York para un residente durante todo el año: marque lo que corresponda, y le dirá lo que necesita a una persona.",
  childrenUnder4: (year) => ({
    label: `De los hijos menores de 17 años con número de Seguro Social, los menores de 4 años al final de ${year}`,
    hint: "El crédito Empire State por hijos es mayor por un hijo menor de 4 años.",
  }),
  partYearResident: (year) => `Se mudó al Estado o a la Ciudad de Nueva York, o se fue, durante ${year}`,
  livedInYonkers: (year) => `Vivió en Yonkers en ${year}`,
  itemizesForNewYork: "Detallará sus deducciones en la declaración de Nueva York en lugar de tomar su deducción estándar",
};
