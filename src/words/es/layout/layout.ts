import type * as en from "../../en/layout/layout";

export const layout: typeof en.layout = { skip: "Saltar al contenido principal" };
