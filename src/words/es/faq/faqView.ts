import type * as en from "../../en/faq/faqView";

export const faqView: typeof en.faqView = {
  // Spanish has no common acronym for this.
  title: "Preguntas frecuentes",
  intro: "Respuestas claras a las preguntas que más nos hacen.",
  questions: "Preguntas comunes",
  resources: "Recursos útiles",
  resourcesIntro: "Páginas oficiales de las autoridades tributarias y de la Administración de Pequeñas Empresas (SBA, por sus siglas en inglés).",
  stillTitle: "¿Todavía tiene alguna pregunta?",
  stillText: "Cada situación es diferente. Pregúntenos y un profesional le responderá.",
  contact: "Contáctenos directamente",
};
