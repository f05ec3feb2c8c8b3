const days = (count: number) => (count === 1 ? "1 day" : `${count} days`);

export const letterAnswer = {
  /** `action` is the letter's dueAction from the content, a verb: "Reply", "Pay". */
  dueBy: (action: string, date: string) => `${action} by ${date}`,
  dueByPrinted: (action: string) => `${action} by the date printed on your letter`,
  dueByPrintedCounted: (action: string, count: number, date: string) =>
    `${action} by the date printed on your letter: ${days(count)} after the letter's date, ${date}`,
  noFixedDate: "This letter gives no fixed date: answer it as soon as you can.",
  dueIn: (count: number) => `Due in ${days(count)}`,
  dueToday: "Due today",
  passed: (count: number) => `The date has passed: ${days(count)} ago`,
  /** Until the visitor's browser has counted from its own date: the day the page counted from. */
  countedFrom: (date: string) => `Counted from ${date}.`,
  steps: "What to do",
  ifIgnored: "If nothing is done",
  officialPage: (number: string) => `The official page on ${number}`,
};
