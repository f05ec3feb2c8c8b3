export const audience = (audience: string) => `For ${audience}`;
