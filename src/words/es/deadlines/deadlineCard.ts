import type * as en from "../../en/deadlines/deadlineCard";

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
