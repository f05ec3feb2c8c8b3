export const letterCalendar = {
  add: "Add the date to my calendar",
  /** `days`: how long before the due date the reminder is. */
  note: (days: number) => `One calendar file, made on this page and sent nowhere: the due date, and a reminder ${days} days before it.`,
  failed: "The calendar file could not be made: the page could not load what it needs. Check your connection and try again.",
  /** For a letter that prints its own date and whose sender does not say how it sets it: no file. */
  printedOnly: "The page can't count this date for you: put the date printed on your letter in your calendar.",
  calendarName: (number: string) => `${number}: the date to answer by`,
  fileName: (number: string) => `${number.replace(/\W+/g, "-").toLowerCase()}-due-date.ics`,
  /** The due day's event and its alarm. `action` is the letter's dueAction, a verb ("Reply"). */
  dueSummary: (number: string, action: string) => `${number}, last day: ${action}`,
  /** The reminder's event and its alarm, some days before; `dueBy` says by when ("Reply by Monday, …"). */
  reminderSummary: (number: string, dueBy: string) => `${number}: ${dueBy}`,
  description: (letterDate: string, officialPage: string) =>
    `Counted from the date of your letter, ${letterDate}: check it against your letter. The official page: ${officialPage}`,
};
