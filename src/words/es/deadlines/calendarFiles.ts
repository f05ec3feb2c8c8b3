import type * as en from "../../en/deadlines/calendarFiles";
import { deadlineNames } from "./deadlineNames";

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
