export const bookingInvite = { lead: "Not sure what you need?", link: "Book a free call" };

export const bookingView = {
  call: (phone: string) => `Call ${phone}`,
  write: "Send us a message",
  plan: "See it on our pricing page",
};
