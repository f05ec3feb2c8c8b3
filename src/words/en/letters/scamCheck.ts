export const scamCheck = {
  title: "Is the letter real?",
  /** The IRS's and New York's own words (the letters content's scamCheckSources), with the IRS's number from the content. */
  points: (irsPhone: string) => [
    "The IRS starts most contacts through regular mail delivered by the United States Postal Service. Before a call or a visit, you will generally first receive several notices and letters in the mail.",
    `If the letter's number does not appear in the IRS's search of its notices, or the letter looks suspicious, call the IRS at ${irsPhone}.`,
    "New York State's tax department never asks for Social Security numbers, bank account numbers, PINs, usernames or passwords by email.",
  ],
};
