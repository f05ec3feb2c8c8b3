import type * as en from "../../en/layout/footer";

export const footer: typeof en.footer = {
  rights: (year: number, brand: string) => `© ${year} ${brand}. Todos los derechos reservados.`,
  legal: "Avisos legales",
};
