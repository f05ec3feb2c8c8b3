export const testimonialList = { translated: "" };
