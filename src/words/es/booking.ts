import type * as en from "../en/booking";

export const bookingInvite: typeof en.bookingInvite = { lead: "¿No sabe qué necesita?", link: "Reserve una llamada gratuita" };

export const bookingView: typeof en.bookingView = {
  call: (phone: string) => `Llame al ${phone}`,
  write: "Envíenos un mensaje",
  plan: "Véala en nuestra página de precios",
};
