/** The official pages the scam check's words come from, in their own (English) names: each language cites its own words' pages. */
export const SCAM_SOURCES = [
  {
    title: "How to know if it's really the IRS calling or knocking on your door",
    url: "https://www.irs.gov/newsroom/how-to-know-if-its-really-the-irs-calling-or-knocking-on-your-door",
  },
  {
    title: "Understanding your IRS notice or letter",
    url: "https://www.irs.gov/individuals/understanding-your-irs-notice-or-letter",
    urlEs: "https://www.irs.gov/es/individuals/understanding-your-irs-notice-or-letter",
  },
  { title: "Use of Email / Anti-Phishing Policy", url: "https://www.tax.ny.gov/help/tech/email-phishing.htm" },
];

export const scamCheck = {
  title: "Is the letter real?",
  /** The IRS's and New York's own words (SCAM_SOURCES). */
  points: [
    "The IRS starts most contacts through regular mail delivered by the United States Postal Service. Before a call or a visit, you will generally first receive several notices and letters in the mail.",
    "If the letter's number does not appear in the IRS's search of its notices, or the letter looks suspicious, call the IRS at 800-829-1040.",
    "New York State's tax department never asks for Social Security numbers, bank account numbers, PINs, usernames or passwords by email.",
  ],
};
