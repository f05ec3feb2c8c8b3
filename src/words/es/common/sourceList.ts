import type * as en from "../../en/common/sourceList";

export const sourceList: typeof en.sourceList = { heading: "Fuentes oficiales", reviewed: (date: string) => `Última revisión: ${date}.` };
