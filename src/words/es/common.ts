import type * as en from "../en/common";

export const generalInfoNote: typeof en.generalInfoNote = {
  label: "Sobre esta información",
  // Keep the trailing space before the next sentence, as the English does.
  reviewed: (date: string) => `Última revisión: ${date}. `,
  // First sentence from the glossary (§12).
  note: "Esta es información general sobre los impuestos de los EE. UU., no asesoría tributaria para su situación. Las reglas y las cantidades cambian de un año a otro; consulte con un profesional antes de tomar una decisión basada en ella.",
};

export const smartLink: typeof en.smartLink = { newTab: " (se abre en una pestaña nueva)" };

export const sourceList: typeof en.sourceList = { heading: "Fuentes oficiales", reviewed: (date: string) => `Última revisión: ${date}.` };

export const dates: typeof en.dates = {
  months: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
  weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
  date: (day, month, year) => `${day} de ${month} de ${year}`,
};

export const hours: typeof en.hours = { closed: "Cerrado", range: (opens, closes) => `${opens} a ${closes}`, halves: ["a.m.", "p.m."] };

export const seo: typeof en.seo = { home: "Inicio" };

export const links: typeof en.links = { inEnglish: " (en inglés)" };

export const spanishService: typeof en.spanishService = {
  ways: {
    "by phone": "por teléfono",
    "in person": "en persona",
    "by e-mail": "por correo electrónico",
  },
  and: "y",
  sentence: (ways) => `Atendemos a nuestros clientes en español ${ways}.`,
};
