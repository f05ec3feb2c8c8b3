export const seo = { home: "Home" };
