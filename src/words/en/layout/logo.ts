export const logo = { home: (brand: string) => `${brand}, home` };
