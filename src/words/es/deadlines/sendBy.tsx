import { type ReactNode } from "react";
import type * as en from "../../en/deadlines/sendBy";

// "a más tardar el" is the IRS's phrasing (glossary §12). The content's `send` must be a Spanish noun phrase with
// "sus": "sus Formularios W-2, 1099 y recibos".
export const sendBy: typeof en.sendBy = (send: string, date: ReactNode) => (
  <>
    Envíenos {send} a más tardar el {date}.
  </>
);
