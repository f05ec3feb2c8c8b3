import type * as en from "../../en/clientServices/clientServices";

export const clientServices: typeof en.clientServices = {
  label: "Para clientes",
  heading: "Enviar documentos y pagar",
  upload: "Envíenos documentos",
  payment: "Pagar una factura",
  paymentByPhone: { before: "¿Preguntas sobre una factura? Llámenos al ", after: "." },
  noCards: "Este sitio nunca le pide un número de tarjeta ni un documento.",
  ownPages: "Cada botón abre la página de nuestro servicio seguro.",
  checklist: "Qué traer para su declaración",
};
