import type * as en from "../../en/pages/home";

export const home: typeof en.home = {
  description:
    "Impuestos, teneduría de libros y nómina para personas y negocios, de una firma de Nueva York que le explica con claridad los impuestos de los EE. UU.",
};
