import type * as en from "../../en/pages/blog";

export const blog: typeof en.blog = {
  title: "Artículos",
  intro: "Guías en lenguaje sencillo sobre los impuestos de los EE. UU. para personas y dueños de negocios, escritas y revisadas por nuestro equipo.",
  description:
    "Guías sencillas sobre créditos, deducciones, estado civil para efectos de la declaración, estructuras de negocio, impuesto estimado e impuestos sobre la nómina.",
};
