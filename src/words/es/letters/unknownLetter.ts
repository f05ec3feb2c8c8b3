import type * as en from "../../en/letters/unknownLetter";

// Where the IRS's Spanish page words a point ("para salvaguardar sus derechos de apelación"), its words are kept.
export const unknownLetter: typeof en.unknownLetter = {
  title: (number: string) => `Esta página no conoce la carta ${number}`,
  text: "Todavía no hemos explicado este número, así que no podemos decirle su regla. Su fecha límite es la que indica la propia carta: busque la fecha para responder o pagar, y guarde la carta. Si deja pasar esa fecha, puede perder su derecho a apelar.",
  whatMostAskTitle: "Lo que piden la mayoría de las cartas del IRS",
  whatMostAsk: [
    "Léala con cuidado y guárdela en sus registros. Si el IRS le pide que responda, hágalo a más tardar en la fecha límite.",
    "Si está de acuerdo, no necesita responder, a menos que el IRS se lo pida expresamente.",
    "Si no está de acuerdo, responda a más tardar en la fecha límite, para salvaguardar sus derechos de apelación.",
    "Si debe dinero, pague a más tardar en la fecha límite, aunque no pueda pagar todo lo que debe, para reducir cargos adicionales por multas e intereses.",
  ],
};
