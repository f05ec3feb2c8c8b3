export const aboutView = { storyAlt: "A quiet office desk with a ledger and a mug, looking out over the Manhattan skyline" };
