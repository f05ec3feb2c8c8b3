/*
 * The notice beside every form and on the booking page: never type a Social Security number, an ITIN or a
 * document into the site, and how the firm exchanges documents instead: its secure portal (content/firm/firm.yaml,
 * `portalUrl`) or in person; where no portal is set, in person or by a secure link it sends.
 */
import type { Language } from "../languages";
import { documentsNotice as enDocumentsNotice } from "../../words/en/forms/documentsNotice";
import { documentsNotice as esDocumentsNotice } from "../../words/es/forms/documentsNotice";

export interface DocumentsNotice {
  /** What the notice is, for assistive technology. */
  label: string;
  warning: string;
  /** How documents reach the firm: the text before the portal's link, the link's text, and the text after it. */
  exchange: { before: string; link?: string; after: string };
}

const WORDS = { en: enDocumentsNotice, es: esDocumentsNotice };

/** The notice's words in `language`, with the portal where the firm has one. */
export function documentsNotice(portalUrl: string | null | undefined, language: Language): DocumentsNotice {
  const { label, warning, withPortal, withoutPortal } = WORDS[language];
  return { label, warning, exchange: portalUrl?.trim() ? withPortal : { before: withoutPortal, after: "" } };
}
