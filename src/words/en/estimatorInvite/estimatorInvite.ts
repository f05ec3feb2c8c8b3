export const estimatorInvite = { text: "Wondering what you will owe, or get back?", link: "Estimate your federal tax" };
