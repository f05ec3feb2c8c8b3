import type * as en from "../../en/services/servicesView";

export const servicesView: typeof en.servicesView = {
  title: "Nuestros servicios",
  intro:
    "Preparación de impuestos, contabilidad y asesoría para personas y negocios; cada servicio está a cargo de un profesional que le explica qué hace y por qué.",
  letters: { text: "¿Recibió una carta del IRS o de Nueva York?", link: "Vea qué le pide y para cuándo" },
  whatToBring: { text: "¿Prepara su declaración?", link: "Vea qué traer" },
  quote: {
    title: "¿Necesita algo que no aparece en la lista?",
    text: "Cuéntenos su situación y le prepararemos una cotización para el trabajo que necesita, acordada antes de comenzar.",
    linkLabel: "Solicitar una cotización personalizada",
  },
};
