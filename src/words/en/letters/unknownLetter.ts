export const unknownLetter = {
  title: (number: string) => `This page does not know ${number}`,
  text: "We have not written up this number yet, so we cannot tell you its rule. Its deadline is whatever the letter itself says: look for the date to reply or pay by, and keep the letter. Missing that date can cost you your right to appeal.",
  whatMostAskTitle: "What most IRS letters ask",
  /** The IRS's own words (the letters content's unknownLetterSources), for a letter the page does not explain. */
  whatMostAsk: [
    "Review it carefully and keep it for your records. If the IRS asks you to respond, act by the due date.",
    "If you agree, you don't need to reply unless the IRS specifically asks you to.",
    "If you disagree, reply by the due date to guarantee your appeal rights.",
    "If money is due, pay by the due date, even if you can't pay the full amount you owe.",
  ],
};
