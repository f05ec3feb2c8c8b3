export const pricingView = {
  title: "Pricing",
  intro: "Clear, flat fees for the work most clients need. We confirm the price with you before any work begins.",
  quote: {
    title: "Looking for something different?",
    text: "If your situation needs a mix of services or ongoing support, we will prepare a quote for exactly that.",
    linkLabel: "Request Custom Quote",
  },
};
