export const footer = { rights: (year: number, brand: string) => `© ${year} ${brand}. All rights reserved.`, legal: "Legal" };
