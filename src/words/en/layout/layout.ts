export const layout = { skip: "Skip to main content" };
