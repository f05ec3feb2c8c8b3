import type * as en from "../en/layout";

// "Chatee con nosotros" is an anglicism; "Escríbanos" is natural usted.
export const chatLink: typeof en.chatLink = { label: "Escríbanos por WhatsApp (se abre en una pestaña nueva)" };

export const footer: typeof en.footer = {
  rights: (year: number, brand: string) => `© ${year} ${brand}. Todos los derechos reservados.`,
  legal: "Avisos legales",
};

// Screen readers say "navegación Principal" / "Principal, navegación". Don't write "Navegación principal", or it is
// read as "navegación navegación principal".
export const header: typeof en.header = { menu: "Menú", navigation: "Principal" };

export const layout: typeof en.layout = { skip: "Saltar al contenido principal" };

export const logo: typeof en.logo = { home: (brand: string) => `${brand}, inicio` };

export const scrollProgress: typeof en.scrollProgress = { label: "Avance de lectura de la página" };
