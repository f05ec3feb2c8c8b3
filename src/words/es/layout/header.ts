import type * as en from "../../en/layout/header";

// Screen readers say "navegación Principal" / "Principal, navegación". Don't write "Navegación principal", or it is
// read as "navegación navegación principal".
export const header: typeof en.header = { menu: "Menú", navigation: "Principal", languages: "Idiomas" };
