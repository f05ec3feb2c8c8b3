export const contactDetails = {
  phone: "Phone (toll-free)",
  email: "Email",
  office: "Office",
  hours: (timezone: string) => `Business hours (${timezone})`,
};

export const contactForm = {
  form: "Send us a message",
  name: "Full name",
  email: "Email",
  service: "Service",
  chooseService: "Select a service",
  message: "Message",
  honeypot: "Leave this field empty",
  busy: "Sending...",
  send: "Send Message",
};

export const officeMap = {
  mapTitle: (place: string) => `Map showing our office at ${place}`,
  show: "Show interactive map",
  provider: "The interactive map is provided by OpenStreetMap and loads only when you ask for it.",
  open: "Open the map in a new tab",
};
