import type * as en from "../../en/pages/taxDeadlines";

export const taxDeadlines: typeof en.taxDeadlines = {
  // Sentence case, as the h1. No year: the page always shows the next twelve months, across tax years.
  title: "Fechas límite de impuestos",
  description:
    "Fechas límite federales y de Nueva York de los próximos doce meses para personas, negocios y empleadores: primero la próxima, con archivos de calendario.",
};
