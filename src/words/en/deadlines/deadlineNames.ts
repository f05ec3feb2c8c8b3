/** The names the page, its cards and the calendar files share. */
export const deadlineNames = {
  /** Each audience, on the filter, on a card and as a calendar event's category. */
  audiences: { Individuals: "Individuals", Businesses: "Businesses", Employers: "Employers" },
  /** The label of a date worked out from the rules. */
  expectedDate: "Expected date",
  /** When a date is due, counted in days from today, as a whole phrase: its verb's tense follows the days. */
  dueIn: (days: number) => {
    if (days === 0) return "Due today";
    if (days === 1) return "Due tomorrow";
    if (days > 1) return `Due in ${days} days`;
    return days === -1 ? "Due yesterday" : `Due ${-days} days ago`;
  },
};
