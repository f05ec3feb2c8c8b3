import type * as en from "../../en/booking/bookingView";

export const bookingView: typeof en.bookingView = {
  call: (phone: string) => `Llame al ${phone}`,
  write: "Envíenos un mensaje",
  plan: "Véala en nuestra página de precios",
  whatToBring: "Para su declaración, vea qué traer",
};
