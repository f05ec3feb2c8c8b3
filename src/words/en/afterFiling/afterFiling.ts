export const afterFiling = {
  title: "After you file: your refund and your records",
  description:
    "Where to follow your federal and New York refund, how long to keep your tax records by the IRS's rules, and the year until which to keep a return's.",
  intro: "Once your return is filed, two things are left: following your refund, and keeping the records that back it up.",
  refunds: {
    heading: "Follow your refund",
    intro:
      "Each agency has its own tracker. Open it from here or go to the agency's site yourself, not through a search result or a link in a message.",
    open: (tool: string) => `Open ${tool}`,
    need: "What you need",
    notes: "Good to know",
  },
  records: {
    heading: "How long to keep your records",
    intro:
      "Keep the records that back up your income, deductions and credits until the period of limitations for the return runs out: the time in which you can amend it to claim a refund, or the IRS can assess more tax.",
    situation: "When",
    keep: "Keep records",
    federal: "The IRS's rules",
    newYork: "New York's rules, where they add to them",
  },
  keepUntil: {
    heading: "Until when to keep a return's records",
    intro:
      "Name a return and the rule that applies to it. A return filed early counts as filed on its due date, in the year after its tax year. Nothing you type is sent or kept.",
    taxYear: "The return's tax year",
    taxYearHint: "The year the income was earned, for example 2025.",
    filedYear: "The year you filed it",
    filedYearHint: "Leave it empty if you filed it on time.",
    rule: "Which applies",
    taxYearProblem: (thisYear: number) => `Enter a tax year from 1900 to ${thisYear}.`,
    filedYearProblem: "Enter a year after the tax year, up to next year.",
    answer: (taxYear: number, until: number) => `Keep the records of your ${taxYear} return until ${until} at least.`,
    counted: (years: number, filedYear: number) => `That is ${years} years from the day you filed, in ${filedYear}.`,
  },
  whatToBring: "What to bring for your next return",
};
