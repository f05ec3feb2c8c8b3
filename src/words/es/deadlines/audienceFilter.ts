import type * as en from "../../en/deadlines/audienceFilter";

export const audienceFilter: typeof en.audienceFilter = { legend: "Mostrar fechas límite para", everyone: "Todos" };
