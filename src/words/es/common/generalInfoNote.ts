import type * as en from "../../en/common/generalInfoNote";

export const generalInfoNote: typeof en.generalInfoNote = {
  label: "Sobre esta información",
  // Keep the trailing space before the next sentence, as the English does.
  reviewed: (date: string) => `Última revisión: ${date}. `,
  // First sentence from the glossary (§12).
  note: "Esta es información general sobre los impuestos de los EE. UU., no asesoría tributaria para su situación. Las reglas y las cantidades cambian de un año a otro; consulte con un profesional antes de tomar una decisión basada en ella.",
};
