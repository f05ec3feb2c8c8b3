import type * as en from "../../en/pages/contact";

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
