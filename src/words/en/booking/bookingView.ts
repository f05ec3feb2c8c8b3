export const bookingView = {
  call: (phone: string) => `Call ${phone}`,
  write: "Send us a message",
  plan: "See it on our pricing page",
};
