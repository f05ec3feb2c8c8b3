import type * as en from "../../en/letters/letterAnswer";

const days = (count: number) => (count === 1 ? "1 día" : `${count} días`);

// The content's dueAction is a usted imperative ("Responda", "Pague"), so "a más tardar el" follows it.
export const letterAnswer: typeof en.letterAnswer = {
  dueBy: (action: string, date: string) => `${action} a más tardar el ${date}`,
  dueByPrinted: (action: string) => `${action} a más tardar en la fecha que indica su carta`,
  dueByPrintedCounted: (action: string, count: number, date: string) =>
    `${action} a más tardar en la fecha que indica su carta: ${days(count)} después de la fecha de la carta, el ${date}`,
  noFixedDate: "Esta carta no indica una fecha fija: respóndala lo antes posible.",
  dueIn: (count: number) => `Vence en ${days(count)}`,
  dueToday: "Vence hoy",
  passed: (count: number) => `La fecha ya pasó: hace ${days(count)}`,
  countedFrom: (date: string) => `Contado a partir del ${date}.`,
  steps: "Qué hacer",
  ifIgnored: "Si no hace nada",
  officialPage: (number: string) => `La página oficial sobre ${number}`,
};
