export const comparisonTable = {
  caption: (section: string) => `Compare the ${section} plans`,
  price: "Price",
  included: "Included",
  notIncluded: "Not included",
};
