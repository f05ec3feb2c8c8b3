/** The words of opening hours (src/lib/hours.ts): "9:00 AM-6:00 PM", "Closed". Before and after noon: `halves`. */
export const hours = {
  closed: "Closed",
  range: (opens: string, closes: string) => `${opens}-${closes}`,
  halves: ["AM", "PM"] as readonly [string, string],
};
