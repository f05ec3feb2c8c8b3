export const about = { title: "About Us" };
