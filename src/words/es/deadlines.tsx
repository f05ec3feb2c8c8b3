import type { Audience } from "../../lib/deadlines";
import { type ReactNode } from "react";
import type * as en from "../en/deadlines";

const forWhom = (audience?: Audience) =>
  audience ? { Individuals: "para personas", Businesses: "para negocios", Employers: "para empleadores" }[audience] : "para todos";

export const deadlineNames: typeof en.deadlineNames = {
  // Glossary §12.
  audiences: { Individuals: "Personas", Businesses: "Negocios", Employers: "Empleadores" },
  // Glossary: "Prevista", feminine, agreeing with "fecha".
  expectedDate: "Fecha prevista",
  dueIn: (days) => {
    if (days === 0) return "Vence hoy";
    if (days === 1) return "Vence mañana";
    if (days > 1) return `Vence en ${days} días`;
    return days === -1 ? "Venció ayer" : `Venció hace ${-days} días`;
  },
};

export const counts: typeof en.counts = {
  showing: ({ shown, audience, coming, passed, live }) =>
    `${shown === 1 ? `Se muestra ${shown} fecha límite` : `Se muestran ${shown} fechas límite`} ${forWhom(audience)}` +
    (live ? `: ${coming} por venir, ${passed} ${passed === 1 ? "vencida" : "vencidas"}.` : "."),
  // Glossary §12.
  nextDeadline: (audience, asOf) => `Próxima fecha límite${audience ? ` ${forWhom(audience)}` : ""}${asOf ? ` al ${asOf}` : ""}`,
  noneLeft: (audience) => `No hay fechas límite ${audience ? `${forWhom(audience)} ` : ""}en los próximos doce meses.`,
  calendarOf: (audience) => `Fechas límite ${forWhom(audience)}`,
};

export const audienceFilter: typeof en.audienceFilter = { legend: "Mostrar fechas límite para", everyone: "Todos" };

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

export const deadlineCard: typeof en.deadlineCard = {
  next: "Próxima fecha límite",
  // Glossary: "año tributario". The page lists deadlines of more than one tax year.
  taxYear: (year: number) => `Año tributario ${year}`,
  form: "Formulario",
  who: "Quién",
  // Glossary §12.
  cutoff: "Nuestra fecha de corte",
  source: "Fuente oficial: ",
  // Glossary §12.
  addToCalendar: "Agregar al calendario",
  addToCalendarLabel: (title: string) => `Agregar al calendario: ${title}`,
};

export const deadlinesView: typeof en.deadlinesView = {
  title: "Fechas límite de impuestos",
  // Glossary §12; feminine plural, agreeing with "fechas límite". "Próximas fechas límite" if a fuller heading is
  // wanted.
  comingUp: "Próximas",
  // Glossary §12.
  passed: "Vencidas",
  // Tense-neutral, since the page may be read months after it was built. "del" + date.
  dueFrom: (date: string) => `Con vencimiento a partir del ${date}`,
  dueBefore: (date: string) => `Con vencimiento antes del ${date}`,
  expected: `Una fecha marcada como “${deadlineNames.expectedDate}” se calcula a partir de las reglas oficiales; la confirmamos cuando el IRS o el estado de Nueva York la publica.`,
  behindUs: (contact: (label: string) => ReactNode) => (
    <>Estas fechas de los últimos tres meses ya quedaron atrás. ¿Se le pasó alguna? {contact("Contáctenos")} y le ayudaremos a ponerse al día.</>
  ),
  about: "Sobre estas fechas",
  // Glossary: "año calendario", "día feriado oficial", "día laborable".
  aboutText:
    "Las fechas corresponden a los contribuyentes que usan el año calendario. Si una fecha límite cae en sábado, domingo o día feriado oficial, pasa al siguiente día laborable, como lo establece el IRS; las fechas de arriba ya lo tienen en cuenta. El IRS puede posponer las fechas límite en las zonas afectadas por un desastre.",
};

export const nextDeadline: typeof en.nextDeadline = {
  // "Calculado a partir de hoy, lunes, 23 de noviembre de 2026." The double comma is normal Spanish.
  countedFromToday: (longDate: string) => `Calculado a partir de hoy, ${longDate}.`,
  countedFrom: (date: string) => `Calculado a partir del ${date}, día en que se publicó esta página.`,
};

// "a más tardar el" is the IRS's phrasing (glossary §12). The content's `send` must be a Spanish noun phrase with
// "sus": "sus Formularios W-2, 1099 y recibos".
export const sendBy: typeof en.sendBy = (send: string, date: ReactNode) => (
  <>
    Envíenos {send} a más tardar el {date}.
  </>
);

export const calendarFiles: typeof en.calendarFiles = {
  // A second colon reads badly in Spanish, so the audience goes in parentheses. One text per audience.
  calendarOfAll: (brand) => `${brand}: fechas límite de impuestos`,
  calendarOf: (brand, audience) => `${brand}: fechas límite de impuestos (${audience})`,
  audiences: { Individuals: "personas", Businesses: "negocios", Employers: "empleadores" },
  expectedNote: `${deadlineNames.expectedDate}: calculada a partir de las reglas oficiales hasta que la fuente oficial la publique.`,
  who: (who) => `Quién: ${who}`,
  form: (form) => `Formulario: ${form}`,
  cutoff: (brand, send, cutoff) => `Fecha de corte de ${brand}: envíenos ${send} a más tardar el ${cutoff}.`,
  source: (label, url) => `Fuente oficial: ${label}, ${url}`,
  allDeadlines: (pageUrl) => `Todas las fechas límite: ${pageUrl}`,
  tag: "ES",
};
