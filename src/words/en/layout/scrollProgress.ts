export const scrollProgress = { label: "Page scroll progress" };
