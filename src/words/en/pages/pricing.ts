export const pricing = {
  title: "Pricing",
  description:
    "Flat-fee pricing for individual tax returns, business tax packages, ITIN applications and CPA consultations, agreed before any work begins.",
};
