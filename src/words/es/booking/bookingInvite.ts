import type * as en from "../../en/booking/bookingInvite";

export const bookingInvite: typeof en.bookingInvite = { lead: "¿No sabe qué necesita?", link: "Reserve una llamada gratuita" };
