export const credentials = { verify: "Check it yourself" };
