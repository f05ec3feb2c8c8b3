export const letterForm = {
  title: "Got a letter?",
  intro: "Tell us three things printed on your letter from the IRS or New York State's tax department: we say what it is, what to do, and by when.",
  private: "Nothing you type leaves this page.",
  legend: "Your letter",
  sender: "Who sent it?",
  /** Each sender of the content (LETTER_SENDERS), as the visitor reads it. */
  senders: { IRS: "The IRS", "New York State": "New York State's tax department" },
  number: "The number printed on it",
  numberHint: "Usually on the right corner of the first page: letters and digits, such as CP followed by a number.",
  date: "The date printed on it",
  dateHint: "The letter's own date, near its number.",
  waiting: "Your answer shows here once the number and the date are filled in.",
  /** What a screen reader announces when the answer changes: a short line, not the whole answer. */
  found: (number: string, title: string) => `The answer for ${number}, ${title}, is shown.`,
  unknown: (number: string) => `${number} is not a letter this page explains: a general answer is shown.`,
};
