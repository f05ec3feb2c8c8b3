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
