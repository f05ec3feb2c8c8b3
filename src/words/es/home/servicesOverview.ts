import type * as en from "../../en/home/servicesOverview";

export const servicesOverview: typeof en.servicesOverview = { exploreAll: "Vea todos los servicios" };
