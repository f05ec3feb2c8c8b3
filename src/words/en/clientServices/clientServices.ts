/** "Send us documents" and "Pay an invoice", where a client looks (src/components/clientServices). */
export const clientServices = {
  label: "For clients",
  heading: "Send documents and pay",
  upload: "Send us documents",
  payment: "Pay an invoice",
  paymentByPhone: { before: "Questions about an invoice? Call us at ", after: "." },
  noCards: "This site never asks for a card number or a document.",
  ownPages: "Each button opens our secure service's own page.",
  checklist: "What to bring for your return",
};
