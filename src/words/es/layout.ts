import type * as en from "../en/layout";

export const chatLink: typeof en.chatLink = { label: "Escríbanos por WhatsApp (se abre en una pestaña nueva)" };

export const footer: typeof en.footer = {
  rights: (year: number, brand: string) => `© ${year} ${brand}. Todos los derechos reservados.`,
  legal: "Avisos legales",
};

export const header: typeof en.header = { menu: "Menú", navigation: "Principal" };

export const layout: typeof en.layout = { skip: "Saltar al contenido principal" };

export const logo: typeof en.logo = { home: (brand: string) => `${brand}, inicio` };

export const scrollProgress: typeof en.scrollProgress = { label: "Avance de lectura de la página" };
