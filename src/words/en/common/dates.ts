/** The names dates are written with (src/lib/dates.ts): "November 5, 2026", "Monday, February 1, 2027". */
export const dates = {
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  date: (day: number, month: string, year: number) => `${month} ${day}, ${year}`,
};
