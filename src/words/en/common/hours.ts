import type { HoursWords } from "../../../lib/hours";

export const hours: HoursWords = { closed: "Closed", range: (opens: string, closes: string) => `${opens}-${closes}`, halves: ["AM", "PM"] };
