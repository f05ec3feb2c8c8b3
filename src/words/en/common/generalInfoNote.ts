export const generalInfoNote = {
  label: "About this information",
  reviewed: (date: string) => `Last reviewed ${date}. `,
  note: "This is general information about US taxes, not tax advice for your situation. Rules and amounts change from year to year; talk to a professional before you act on it.",
};
