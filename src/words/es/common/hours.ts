import type * as en from "../../en/common/hours";

export const hours: typeof en.hours = { closed: "Cerrado", range: (opens, closes) => `${opens} a ${closes}`, halves: ["a.m.", "p.m."] };
