export const chatLink = { label: "Chat with us on WhatsApp (opens in a new tab)" };
