import type * as en from "../../en/pages/faq";

export const faq: typeof en.faq = {
  title: "Preguntas frecuentes",
  description:
    "Respuestas sobre documentos tributarios, fechas límite, prórrogas, estructuras de negocio, el ITIN, cartas del IRS, reembolsos y nuestros precios.",
};
