import type * as en from "../en/contact";

export const contactDetails: typeof en.contactDetails = {
  phone: "Teléfono (llamada gratuita)",
  email: "Correo electrónico",
  office: "Oficina",
  hours: (timezone: string) => `Horario de atención (${timezone})`,
};

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

export const officeMap: typeof en.officeMap = {
  mapTitle: (place: string) => `Mapa con la ubicación de nuestra oficina en ${place}`,
  // The Spanish privacy and accessibility notices quote this label exactly.
  show: "Mostrar mapa interactivo",
  provider: "El mapa interactivo es de OpenStreetMap y solo se carga cuando usted lo solicita.",
  // SmartLink adds "(se abre en una pestaña nueva)".
  open: "Ver el mapa en OpenStreetMap",
};
