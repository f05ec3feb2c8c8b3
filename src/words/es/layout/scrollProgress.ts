import type * as en from "../../en/layout/scrollProgress";

export const scrollProgress: typeof en.scrollProgress = { label: "Avance de lectura de la página" };
