import type * as en from "../../en/deadlines/nextDeadline";

export const nextDeadline: typeof en.nextDeadline = {
  // "Calculado a partir de hoy, lunes, 23 de noviembre de 2026." The double comma is normal Spanish.
  countedFromToday: (longDate: string) => `Calculado a partir de hoy, ${longDate}.`,
  countedFrom: (date: string) => `Calculado a partir del ${date}, día en que se publicó esta página.`,
};
