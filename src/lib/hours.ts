/** Opening hours as the content file states them (content/firm/firm.yaml). */
export interface OpeningDays {
  label: string;
  opens?: string | null;
  closes?: string | null;
  closed?: boolean | null;
  note?: string | null;
}

/** "09:00" → "9:00 AM"; "18:00" → "6:00 PM". */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) throw new Error(`Not a 24-hour time (HH:MM): "${time}"`);
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 23 || Number(minutes) > 59) throw new Error(`Not a valid time of day: "${time}"`);
  const suffix = hours < 12 ? "AM" : "PM";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${minutes} ${suffix}`;
}

/** The text shown for one row of the hours: "9:00 AM-6:00 PM", "10:00 AM-3:00 PM (tax season only)", "Closed". */
export function formatOpeningTimes(days: OpeningDays): string {
  if (days.closed || !days.opens || !days.closes) return "Closed";
  const range = `${formatClock(days.opens)}-${formatClock(days.closes)}`;
  return days.note ? `${range} (${days.note})` : range;
}
