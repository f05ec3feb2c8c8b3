import type * as en from "../../en/letters/letterForm";

export const letterForm: typeof en.letterForm = {
  title: "¿Recibió una carta?",
  intro:
    "Díganos tres datos impresos en su carta del IRS o del Departamento de Impuestos del Estado de Nueva York: le decimos qué es, qué hacer y para cuándo.",
  private: "Nada de lo que escriba sale de esta página.",
  legend: "Su carta",
  sender: "¿Quién la envió?",
  senders: { IRS: "El IRS", "New York State": "El Departamento de Impuestos del Estado de Nueva York" },
  number: "El número impreso en la carta",
  numberHint: "Por lo general en la esquina derecha de la primera página: letras y dígitos, como CP seguido de un número.",
  date: "La fecha impresa en la carta",
  dateHint: "La fecha de la propia carta, cerca de su número.",
  waiting: "Su respuesta aparece aquí en cuanto escriba el número y la fecha.",
  found: (number, title) => `Se muestra la respuesta para ${number}, ${title}.`,
  unknown: (number) => `${number} no es una carta que esta página explique: se muestra una respuesta general.`,
};
