export const article = { parent: "Articles" };
