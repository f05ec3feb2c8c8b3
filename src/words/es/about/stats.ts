import type * as en from "../../en/about/stats";

export const stats: typeof en.stats = { figure: (value: string) => value.replace(/\bhrs?\b/gi, "horas") };
