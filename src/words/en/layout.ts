export const chatLink = { label: "Chat with us on WhatsApp (opens in a new tab)" };

export const footer = { rights: (year: number, brand: string) => `© ${year} ${brand}. All rights reserved.`, legal: "Legal" };

export const header = { menu: "Menu", navigation: "Main" };

export const layout = { skip: "Skip to main content" };

export const logo = { home: (brand: string) => `${brand}, home` };

export const scrollProgress = { label: "Page scroll progress" };
