import { type ReactNode } from "react";

export const legalView = { updated: (date: ReactNode) => <>Last updated {date}</> };
