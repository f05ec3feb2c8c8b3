import type { DateWords } from "../../../lib/dates";
import { WEEKDAY_NAMES } from "../../../lib/businessDays";

export const dates: DateWords = {
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  weekdays: WEEKDAY_NAMES,
  date: (day: number, month: string, year: number) => `${month} ${day}, ${year}`,
};
