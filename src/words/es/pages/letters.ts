import type * as en from "../../en/pages/letters";

export const letters: typeof en.letters = {
  title: "¿Recibió una carta del IRS o de Nueva York?",
  description:
    "Escriba el número y la fecha impresos en una carta del IRS o del Departamento de Impuestos del Estado de Nueva York: qué es, qué hacer y para cuándo.",
};
