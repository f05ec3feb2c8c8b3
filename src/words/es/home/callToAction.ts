import type * as en from "../../en/home/callToAction";

export const callToAction: typeof en.callToAction = { getStarted: "Comience hoy", explore: "Conozca nuestros servicios" };
