import type * as en from "../../en/letters/letterCalendar";

export const letterCalendar: typeof en.letterCalendar = {
  add: "Agregar la fecha a mi calendario",
  note: (days) =>
    `Un archivo de calendario, creado en esta página y que no se envía a ninguna parte: la fecha límite y un recordatorio ${days} días antes.`,
  failed: "No se pudo crear el archivo de calendario: la página no pudo cargar lo que necesita. Revise su conexión e inténtelo de nuevo.",
  printedOnly: "La página no puede calcular esta fecha por usted: anote en su calendario la fecha impresa en su carta.",
  calendarName: (number) => `${number}: la fecha para responder`,
  fileName: (number) => `${number.replace(/\W+/g, "-").toLowerCase()}-fecha-limite.ics`,
  dueSummary: (number, action) => `${number}, último día: ${action}`,
  reminderSummary: (number, dueBy) => `${number}: ${dueBy}`,
  description: (letterDate, officialPage) =>
    `Calculada a partir de la fecha de su carta, ${letterDate}: compárela con su carta. La página oficial: ${officialPage}`,
};
