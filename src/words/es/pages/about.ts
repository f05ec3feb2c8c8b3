import type * as en from "../../en/pages/about";

export const about: typeof en.about = { title: "Quiénes somos" };
