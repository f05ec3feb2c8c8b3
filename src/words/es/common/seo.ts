import type * as en from "../../en/common/seo";

export const seo: typeof en.seo = { home: "Inicio" };
