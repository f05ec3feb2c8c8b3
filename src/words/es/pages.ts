import type * as en from "../en/pages";

export const notFound: typeof en.notFound = {
  heading: "No encontramos esa página",
  text: "Es posible que la dirección esté mal escrita o que la página se haya movido.",
  home: "Ir a la página de inicio",
  contact: "Contáctenos",
  title: "Página no encontrada",
  description: "No encontramos la página que buscaba. Desde la página de inicio puede ver nuestros servicios, precios y datos de contacto.",
};

export const about: typeof en.about = { title: "Quiénes somos" };

export const blog: typeof en.blog = {
  title: "Artículos",
  intro: "Guías en lenguaje sencillo sobre los impuestos de los EE. UU. para personas y dueños de negocios, escritas y revisadas por nuestro equipo.",
  description:
    "Guías sencillas sobre créditos, deducciones, estado civil para efectos de la declaración, estructuras de negocio, impuesto estimado e impuestos sobre la nómina.",
};

export const contact: typeof en.contact = {
  heading: "Contáctenos",
  intro: "Díganos en qué necesita ayuda y un miembro de nuestro equipo se comunicará con usted.",
  reachUs: "Cómo comunicarse con nosotros",
  visitUs: "Visite nuestra oficina",
  // Glossary §12.
  writeUs: "Envíenos un mensaje",
  head: {
    title: "Contacto",
    description:
      "Llámenos, escríbanos o visite nuestra oficina en Nueva York para consultas sobre impuestos personales o de negocios, teneduría de libros, nómina o el ITIN.",
  },
};

export const faq: typeof en.faq = {
  title: "Preguntas frecuentes",
  description:
    "Respuestas sobre documentos tributarios, fechas límite, prórrogas, estructuras de negocio, el ITIN, cartas del IRS, reembolsos y nuestros precios.",
};

export const home: typeof en.home = {
  description:
    "Impuestos, teneduría de libros y nómina para personas y negocios, de una firma de Nueva York que le explica con claridad los impuestos de los EE. UU.",
};

export const pricing: typeof en.pricing = {
  title: "Precios",
  description:
    "Tarifas fijas para declaraciones personales, paquetes para negocios, solicitudes de ITIN y consultas con un CPA, acordadas antes de comenzar el trabajo.",
};

export const services: typeof en.services = {
  title: "Servicios",
  description:
    "Declaraciones de impuestos personales y de negocios, teneduría de libros, nómina, solicitudes de ITIN y planificación tributaria, en Nueva York y todo EE. UU.",
};

export const taxDeadlines: typeof en.taxDeadlines = {
  // Sentence case, as the h1. No year: the page always shows the next twelve months, across tax years.
  title: "Fechas límite de impuestos",
  description:
    "Fechas límite federales y de Nueva York de los próximos doce meses para personas, negocios y empleadores: primero la próxima, con archivos de calendario.",
};
