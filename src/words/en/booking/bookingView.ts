export const bookingView = {
  call: (phone: string) => `Call ${phone}`,
  write: "Send us a message",
  plan: "See it on our pricing page",
  whatToBring: "For your tax return, see what to bring",
};
