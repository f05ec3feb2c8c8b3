import type * as en from "../../en/layout/logo";

export const logo: typeof en.logo = { home: (brand: string) => `${brand}, inicio` };
