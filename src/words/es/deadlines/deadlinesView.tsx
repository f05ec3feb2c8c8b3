import { type ReactNode } from "react";
import type * as en from "../../en/deadlines/deadlinesView";
import { deadlineNames } from "./deadlineNames";

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
