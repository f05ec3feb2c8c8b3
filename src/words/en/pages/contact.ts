export const contact = {
  heading: "Contact Us",
  intro: "Tell us what you need help with, and a member of our team will get back to you.",
  reachUs: "Reach us",
  visitUs: "Visit our office",
  writeUs: "Send us a message",
  head: {
    title: "Contact",
    description:
      "Call, e-mail or visit our New York office, or send us a message about individual or business tax help, bookkeeping, payroll or ITIN applications.",
  },
};
