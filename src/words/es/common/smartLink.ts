import type * as en from "../../en/common/smartLink";

export const smartLink: typeof en.smartLink = { newTab: " (se abre en una pestaña nueva)" };
