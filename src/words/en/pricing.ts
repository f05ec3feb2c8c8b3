import type { PriceWords } from "../../lib/price";

export const comparisonTable = {
  caption: (section: string) => `Compare the ${section} plans`,
  price: "Price",
  included: "Included",
  notIncluded: "Not included",
};

export const planCard = { popular: "Most Popular", price: (spoken: string) => `Price: ${spoken}` };

export const pricingView = {
  title: "Pricing",
  intro: "Clear, flat fees for the work most clients need. We confirm the price with you before any work begins.",
  quote: {
    title: "Looking for something different?",
    text: "If your situation needs a mix of services or ongoing support, we will prepare a quote for exactly that.",
    linkLabel: "Request Custom Quote",
  },
};

export const price: PriceWords = {
  custom: null,
  oneTime: "one-time",
  units: {},
  spokenOneTime: (amount: string) => `${amount} one-time`,
  spokenPer: (amount: string, unit: string) => `${amount} per ${unit}`,
};
