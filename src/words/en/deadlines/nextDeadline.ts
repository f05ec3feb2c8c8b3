export const nextDeadline = {
  countedFromToday: (longDate: string) => `Counted from today, ${longDate}.`,
  countedFrom: (date: string) => `Counted from ${date}, the day this page was published.`,
};
