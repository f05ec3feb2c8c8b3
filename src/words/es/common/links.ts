import type * as en from "../../en/common/links";

export const links: typeof en.links = { inEnglish: " (en inglés)" };
