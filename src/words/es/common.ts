import type * as en from "../en/common";

export const generalInfoNote: typeof en.generalInfoNote = {
  label: "Sobre esta información",
  reviewed: (date: string) => `Última revisión: ${date}. `,
  note: "Esta es información general sobre los impuestos de los EE. UU., no asesoría tributaria para su situación. Las reglas y las cantidades cambian de un año a otro; consulte con un profesional antes de tomar una decisión basada en ella.",
};

export const smartLink: typeof en.smartLink = { newTab: " (se abre en una pestaña nueva)" };

export const sourceList: typeof en.sourceList = { heading: "Fuentes oficiales", reviewed: (date: string) => `Última revisión: ${date}.` };
