import type * as en from "../en/home";

export const callToAction: typeof en.callToAction = { getStarted: "Comience hoy", explore: "Conozca nuestros servicios" };

export const hero: typeof en.hero = {
  getStarted: "Comience hoy",
  learnMore: { visible: "Más información", hidden: " sobre nuestros servicios" },
  pictureAlt: "Un escritorio ordenado con formularios de impuestos, una calculadora y una carpeta; al fondo, el horizonte de Nueva York",
};

export const servicesOverview: typeof en.servicesOverview = { exploreAll: "Vea todos los servicios" };

export const testimonialList: typeof en.testimonialList = { translated: "Traducido del inglés" };
