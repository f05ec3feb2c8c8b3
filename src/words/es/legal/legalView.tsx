import { type ReactNode } from "react";
import type * as en from "../../en/legal/legalView";

export const legalView: typeof en.legalView = { updated: (date: ReactNode) => <>Última actualización: {date}</> };
