export const stats = { figure: (value: string) => value };
