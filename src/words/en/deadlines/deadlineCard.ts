export const deadlineCard = {
  next: "Next deadline",
  taxYear: (year: number) => `Tax year ${year}`,
  form: "Form",
  who: "Who",
  cutoff: "Our cut-off",
  source: "Official source: ",
  addToCalendar: "Add to calendar",
  addToCalendarLabel: (title: string) => `Add to calendar: ${title}`,
};
