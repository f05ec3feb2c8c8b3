import type * as en from "../../en/home/hero";

export const hero: typeof en.hero = {
  getStarted: "Comience hoy",
  learnMore: { visible: "Más información", hidden: " sobre nuestros servicios" },
  pictureAlt: "Un escritorio ordenado con formularios de impuestos, una calculadora y una carpeta; al fondo, el horizonte de Nueva York",
};
