export const header = { menu: "Menu", navigation: "Main" };
