import { type ReactNode } from "react";
import type * as en from "../../en/articles/articleView";

export const articleView: typeof en.articleView = {
  articles: "Artículos",
  byline: (author: string, date: ReactNode) => (
    <>
      Por {author} · {date}
    </>
  ),
  ctaTitle: "¿Tiene preguntas sobre su propia situación?",
  // "declaración de impuestos" (glossary). Not "planilla".
  ctaText: "Cada declaración de impuestos es diferente. Díganos qué necesita y un profesional se comunicará con usted.",
  contact: "Contáctenos",
};
