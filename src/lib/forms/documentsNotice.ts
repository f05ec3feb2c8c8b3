/*
 * The notice beside every form and on the booking page: never type a Social Security number, an ITIN or a
 * document into the site, and how the firm exchanges documents instead: its secure portal (content/firm/firm.yaml,
 * `portalUrl`) or in person; where no portal is set, in person or by a secure link it sends.
 */
import type { Language } from "../languages";

export interface DocumentsNotice {
  /** What the notice is, for assistive technology. */
  label: string;
  warning: string;
  /** How documents reach the firm: the text before the portal's link, the link's text, and the text after it. */
  exchange: { before: string; link?: string; after: string };
}

const WORDS: Readonly<Record<Language, { label: string; warning: string; withPortal: DocumentsNotice["exchange"]; withoutPortal: string }>> = {
  en: {
    label: "Your personal information",
    warning: "Please do not type a Social Security number, an ITIN or any document into a form on this site or into an e-mail to us.",
    withPortal: { before: "We exchange documents only through our ", link: "secure client portal", after: ", or in person at our office." },
    withoutPortal: "We exchange documents in person at our office, or by a secure link we send you.",
  },
  es: {
    label: "Su información personal",
    warning:
      "Por favor, no escriba un número de Seguro Social, un ITIN ni ningún documento en un formulario de este sitio ni en un correo electrónico para nosotros.",
    withPortal: {
      before: "Intercambiamos documentos solo a través de nuestro ",
      link: "portal seguro para clientes",
      after: " o en persona en nuestra oficina.",
    },
    withoutPortal: "Intercambiamos documentos en persona en nuestra oficina o mediante un enlace seguro que le enviamos.",
  },
};

/** The notice's words in `language`, with the portal where the firm has one. */
export function documentsNotice(portalUrl: string | null | undefined, language: Language): DocumentsNotice {
  const { label, warning, withPortal, withoutPortal } = WORDS[language];
  return { label, warning, exchange: portalUrl?.trim() ? withPortal : { before: withoutPortal, after: "" } };
}
