/*
 * Dates as the site writes them for US readers. A formatter is costly to make (on a slow phone, a page of
 * deadlines spent most of its script time making one per date), so each style is made once.
 */
const utc = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" } as const;
const dateFormat = new Intl.DateTimeFormat("en-US", utc);
const longDateFormat = new Intl.DateTimeFormat("en-US", { ...utc, weekday: "long" });

/** The calendar day of "YYYY-MM-DD" (or a longer ISO text) as a Date at midnight UTC; null when it is not one. */
function utcDay(isoDate: string): Date | null {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  return year && month && day ? new Date(Date.UTC(year, month - 1, day)) : null;
}

/** "2026-11-05" → "November 5, 2026". */
export function formatDate(isoDate: string): string {
  const day = utcDay(isoDate);
  return day ? dateFormat.format(day) : "";
}

/** With its day of the week, for deadlines: "2027-02-01" → "Monday, February 1, 2027". */
export function formatLongDate(isoDate: string): string {
  const day = utcDay(isoDate);
  return day ? longDateFormat.format(day) : "";
}

/** A date as the content manager may hand it over (a Date, or text), as YYYY-MM-DD; "" when there is none. */
export function toIsoDate(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  return typeof value === "string" ? value.slice(0, 10) : "";
}
