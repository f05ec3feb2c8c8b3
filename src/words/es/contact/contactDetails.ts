import type * as en from "../../en/contact/contactDetails";

export const contactDetails: typeof en.contactDetails = {
  phone: "Teléfono (llamada gratuita)",
  email: "Correo electrónico",
  office: "Oficina",
  hours: (timezone: string) => `Horario de atención (${timezone})`,
};
