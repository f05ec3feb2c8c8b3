import type * as en from "../../en/pages/pricing";

export const pricing: typeof en.pricing = {
  title: "Precios",
  description:
    "Tarifas fijas para declaraciones personales, paquetes para negocios, solicitudes de ITIN y consultas con un CPA, acordadas antes de comenzar el trabajo.",
};
