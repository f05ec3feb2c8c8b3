/*
 * The notice beside every form and on the booking page: never type a Social Security number, an ITIN or a
 * document into the site, and how the firm exchanges documents instead: its secure upload link or portal
 * (src/lib/clientServices.ts) or in person; where neither is set, in person or by a secure link it sends. Its words are handed
 * over by the caller (src/words/<language>/forms/documentsNotice.ts).
 */

export interface DocumentsNotice {
  /** What the notice is, for assistive technology. */
  label: string;
  warning: string;
  /** How documents reach the firm: the text before the portal's link, the link's text, and the text after it. */
  exchange: { before: string; link?: string; after: string };
}

/** The notice's words in one language: with a portal, and the sentence said where there is none. */
export interface DocumentsNoticeWords {
  label: string;
  warning: string;
  withPortal: { before: string; link: string; after: string };
  withoutPortal: string;
}

/** The notice in the language of `words`, with the portal where the firm has one. */
export function documentsNotice(upload: string | null | undefined, words: DocumentsNoticeWords): DocumentsNotice {
  const { label, warning, withPortal, withoutPortal } = words;
  return { label, warning, exchange: upload?.trim() ? withPortal : { before: withoutPortal, after: "" } };
}
