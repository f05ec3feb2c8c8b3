import type * as en from "../../en/pages/notFound";

export const notFound: typeof en.notFound = {
  heading: "No encontramos esa página",
  text: "Es posible que la dirección esté mal escrita o que la página se haya movido.",
  home: "Ir a la página de inicio",
  contact: "Contáctenos",
  title: "Página no encontrada",
  description: "No encontramos la página que buscaba. Desde la página de inicio puede ver nuestros servicios, precios y datos de contacto.",
};
