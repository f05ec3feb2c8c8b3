import type * as en from "../../en/home/testimonialList";

export const testimonialList: typeof en.testimonialList = { translated: "Traducido del inglés" };
