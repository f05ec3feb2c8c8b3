/*
 * The words of next year's estimated payments, in each language. The forms, publications and rules are named as the
 * IRS names them (Form 1040-ES, Publication 505; in Spanish as docs/spanish/glossary.md records the IRS's Spanish).
 * Amounts, shares and dates come in as arguments: they are the content's.
 */

export interface EstimatedPaymentsWords {
  heading: (year: number) => string;
  intro: (year: number, priorYear: number) => string;
  priorYearTax: (priorYear: number) => string;
  priorYearTaxHint: string;
  required: (share: string) => string;
  higherIncome: (priorYear: number, limit: string) => string;
  filingStatusAssumed: (year: number, priorYear: number, separateLimit: string, limit: string) => string;
  withholding: { label: (year: number) => string; hint: (priorYear: number) => string };
  left: string;
  paymentsCaption: (count: number) => string;
  payment: string;
  due: string;
  amount: string;
  download: (count: number) => string;
  downloadNote: string;
  downloadFailed: string;
  calendarName: (brand: string, year: number) => string;
  fileName: (year: number) => string;
  eventDescription: (amount: string, year: number, pageUrl: string) => string;
  covered: (year: number) => string;
  belowThreshold: (threshold: string, year: number, priorYear: number) => string;
  stillOwe: string;
  smallerYear: (share: string, year: number) => string;
  january: {
    heading: (year: number) => string;
    text: (year: number, date: string) => string;
    fileInstead: (year: number, date: string) => string;
  };
  newYork: { heading: string; text: (year: number) => string };
  plan: string;
}

export const estimatedPayments: EstimatedPaymentsWords = {
  heading: (year) => `Your ${year} estimated payments`,
  intro: (year, priorYear) =>
    `Form 1040-ES's prior-year rule: if your withholding and estimated payments, each on time, bring in at least the required annual payment below, you generally owe no penalty for underpaying your ${year} estimated tax, whatever your ${year} income. It starts from your ${priorYear} estimate, so it is only as good as the figures above.`,
  priorYearTax: (priorYear) => `The tax on your ${priorYear} return`,
  priorYearTaxHint:
    "Your total tax less refundable credits (the earned income credit and the additional child tax credit), as Form 1040-ES counts it.",
  required: (share) => `Required annual payment: ${share} of it`,
  higherIncome: (priorYear, limit) => `Your ${priorYear} adjusted gross income is over ${limit}, so the rule takes more than the tax itself.`,
  // Form 1040-ES, line 12b: 110% "if your [prior year] AGI was more than $150,000 ($75,000 if your filing status for
  // [this year] is married filing separately)": the status of the year paid for, which the plan takes to be this one.
  filingStatusAssumed: (year, priorYear, separateLimit, limit) =>
    `This takes your ${year} filing status to be your ${priorYear} one. Form 1040-ES asks for 110% when your ${priorYear} adjusted gross income is over ${separateLimit} if you file as married filing separately in ${year}, and over ${limit} if you file any other way.`,
  withholding: {
    label: (year) => `Federal income tax you expect withheld in ${year}`,
    hint: (priorYear) => `Starts from your ${priorYear} withholding above: change it if your pay will change.`,
  },
  left: "Left to pay in estimated tax",
  paymentsCaption: (count) => `${count} equal payments`,
  payment: "Payment",
  due: "Due",
  amount: "Amount",
  download: (count) => `Add the ${count} payments to your calendar`,
  downloadNote:
    "One calendar file, made in your browser and sent nowhere. Each event links to the IRS's payment page; downloading it again updates the events instead of adding more.",
  downloadFailed: "The calendar file could not be made: the page could not load what it needs. Check your connection and try again.",
  calendarName: (brand, year) => `${brand}: your ${year} estimated tax payments`,
  fileName: (year) => `estimated-tax-payments-${year}.ics`,
  eventDescription: (amount, year, pageUrl) =>
    `Pay ${amount} of your ${year} federal estimated tax (Form 1040-ES, toward your ${year} federal return, Form 1040) on the IRS's payment page. Planned with the tax estimate at ${pageUrl}; figures you typed are not in this file.`,
  covered: (year) => `No estimated payments are needed: the withholding you expect in ${year} covers the required annual payment.`,
  // Form 1040-ES, line 14b: no estimated payments are required when the year's tax less withholding is under $1,000;
  // with no estimate of next year, this year's tax stands for next year's.
  belowThreshold: (threshold, year, priorYear) =>
    `No estimated payments are required if your ${year} is like your ${priorYear}: your ${priorYear} tax less the withholding you expect is under ${threshold}, and Form 1040-ES asks for none below that. If your ${year} tax will be higher, the payments may be required.`,
  stillOwe: "Paying the required annual payment keeps you from the penalty, not from the tax: any tax left is due with your return.",
  smallerYear: (share, year) =>
    `Expecting a smaller ${year}? Paying ${share} of your ${year} tax also avoids the penalty, and can be less. It takes an estimate of ${year} you can rely on, quarter by quarter: a reason to ask us.`,
  january: {
    heading: (year) => `Your last ${year} payment`,
    text: (year, date) => `The fourth installment of your ${year} estimated tax, for September to December, is due ${date}.`,
    fileInstead: (year, date) =>
      `Publication 505: if you file your ${year} return by ${date} and pay all the tax you owe, you do not need to make the January payment; it counts as paid on time. A penalty for an earlier installment paid late or short may remain.`,
  },
  newYork: {
    heading: "New York State estimated tax",
    text: (year) =>
      `New York State estimated tax (with New York City or Yonkers tax where it applies) is paid with Form IT-2105, and this plan does not figure it. We do: we work out your ${year} state payments with the federal ones.`,
  },
  plan: "Have us plan your quarterly taxes",
};
