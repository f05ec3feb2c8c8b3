import type * as en from "../../en/contact/contactForm";

export const contactForm: typeof en.contactForm = {
  form: "Envíenos un mensaje",
  name: "Nombre completo",
  email: "Correo electrónico",
  service: "Servicio",
  chooseService: "Seleccione un servicio",
  message: "Mensaje",
  honeypot: "Deje este campo vacío",
  busy: "Enviando...",
  send: "Enviar mensaje",
};
