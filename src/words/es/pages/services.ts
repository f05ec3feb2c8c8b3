import type * as en from "../../en/pages/services";

export const services: typeof en.services = {
  title: "Servicios",
  description:
    "Declaraciones de impuestos personales y de negocios, teneduría de libros, nómina, solicitudes de ITIN y planificación tributaria, en Nueva York y todo EE. UU.",
};
