import type * as en from "../../en/layout/chatLink";

// "Chatee con nosotros" is an anglicism; "Escríbanos" is natural usted.
export const chatLink: typeof en.chatLink = { label: "Escríbanos por WhatsApp (se abre en una pestaña nueva)" };
