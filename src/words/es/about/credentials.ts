import type * as en from "../../en/about/credentials";

export const credentials: typeof en.credentials = { verify: "Verifíquelo usted mismo" };
