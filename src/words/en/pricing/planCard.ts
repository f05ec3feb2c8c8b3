export const planCard = { popular: "Most Popular", price: (spoken: string) => `Price: ${spoken}` };
