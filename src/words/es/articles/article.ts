import type * as en from "../../en/articles/article";

export const article: typeof en.article = { parent: "Artículos" };
