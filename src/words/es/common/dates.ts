import type * as en from "../../en/common/dates";

export const dates: typeof en.dates = {
  months: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
  weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
  date: (day, month, year) => `${day} de ${month} de ${year}`,
};
