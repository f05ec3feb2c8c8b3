export const sourceList = { heading: "Official sources", reviewed: (date: string) => `Last reviewed ${date}.` };
