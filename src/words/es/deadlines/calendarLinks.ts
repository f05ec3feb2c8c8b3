import type * as en from "../../en/deadlines/calendarLinks";

export const calendarLinks: typeof en.calendarLinks = {
  title: "En su calendario",
  intro: "Suscríbase y su aplicación de calendario mostrará todas las fechas y cualquier corrección que hagamos.",
  all: "Todas las fechas límite",
  file: " (archivo de calendario)",
  // These must be Google Calendar's own Spanish menu labels. A third-party Spanish tutorial shows "Otros calendarios".
  // "Desde URL" is unconfirmed: check it in Google Calendar set to Spanish. Curly quotes are added because these are
  // UI labels.
  howTo:
    "Abra un enlace para agregar las fechas, o copie su dirección en su aplicación de calendario para suscribirse (en Google Calendar: “Otros calendarios” y luego “Desde URL”).",
};
