import type * as en from "../../en/forms/documentsNotice";

export const documentsNotice: typeof en.documentsNotice = {
  label: "Su información personal",
  // Glossary: "número de Seguro Social".
  warning:
    "Por favor, no escriba un número de Seguro Social, un ITIN ni ningún documento en un formulario de este sitio ni en un correo electrónico para nosotros.",
  withPortal: {
    before: "Intercambiamos documentos solo a través de nuestro ",
    link: "portal seguro para clientes",
    after: " o en persona en nuestra oficina.",
  },
  withoutPortal: "Intercambiamos documentos en persona en nuestra oficina o mediante un enlace seguro que le enviamos.",
};
