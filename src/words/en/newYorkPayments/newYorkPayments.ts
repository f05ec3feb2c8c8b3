/*
 * The words of next year's New York estimated payments (src/components/taxEstimator/NewYorkPayments.tsx), loaded with
 * it once a New York residence is chosen. Forms as New York names them: Form IT-2105, Estimated Tax Payment Voucher
 * for Individuals, toward the resident return, Form IT-201. Amounts, shares and dates come in as arguments: they are
 * the content's.
 */
export const newYorkPayments = {
  heading: (year: number, inCity: boolean) =>
    inCity ? `New York State and City estimated tax for ${year} (Form IT-2105)` : `New York State estimated tax for ${year} (Form IT-2105)`,
  intro: (year: number, priorYear: number) =>
    `New York has its own prior-year rule: if your New York withholding and your estimated payments, each on time, bring in at least the required annual payment below, you generally owe New York no penalty for underpaying your ${year} estimated tax. It starts from your ${priorYear} New York estimate above.`,
  together: "New York State and New York City tax are paid together, with the same Form IT-2105 voucher or online payment.",
  priorYearTax: (priorYear: number) => `The New York tax on your ${priorYear} return`,
  state: "New York State",
  city: "New York City",
  priorYearTaxHint:
    "Each tax of Form IT-201 above less its refundable credits (the Empire State child credit, the earned income credits, the school tax credit).",
  required: (share: string) => `Required annual payment: ${share} of it`,
  higherIncome: (priorYear: number, limit: string) =>
    `Your ${priorYear} New York adjusted gross income is over ${limit}, so New York's rule takes more than the tax itself.`,
  filingStatusAssumed: (year: number, priorYear: number, separateLimit: string, limit: string) =>
    `This takes your ${year} filing status to be your ${priorYear} one. New York asks for 110% when your ${priorYear} New York adjusted gross income is over ${separateLimit} if you file as married filing separately in ${year}, and over ${limit} if you file any other way.`,
  withholding: {
    state: (year: number) => `New York State tax you expect withheld in ${year}`,
    city: (year: number) => `New York City tax you expect withheld in ${year}`,
    hint: "From your pay stubs or Form W-2; leave it empty if none will be withheld.",
  },
  left: "Left to pay in New York estimated tax",
  paymentsCaption: (count: number) => `${count} equal New York payments`,
  // The Department's "Who must make estimated tax payments?": less than $300 of state tax and of city tax after
  // withholding and credits needs no payments.
  threshold: (threshold: string) =>
    `New York asks for no estimated tax when less than ${threshold} of New York State tax and less than ${threshold} of New York City tax is left after withholding, each on its own.`,
  covered: (year: number) =>
    `No New York estimated payments are needed: the New York withholding you expect in ${year} covers the required annual payment.`,
  belowThreshold: (year: number, priorYear: number) =>
    `No New York estimated payments are required if your ${year} is like your ${priorYear}: what the withholding you expect leaves of each tax is under New York's threshold. If your ${year} tax will be higher, the payments may be required.`,
  leftOut: "The plan counts only the New York tax figured above: what it sends you to ask us about is not in it.",
  calendarNote: "The calendar file below holds New York's payments too, each linking to New York's page for paying estimated tax.",
  eventDescription: (amount: string, year: number, pageUrl: string) =>
    `Pay ${amount} of your ${year} New York State and City estimated tax (Form IT-2105, toward your ${year} New York return, Form IT-201), online or with the voucher. Planned with the tax estimate at ${pageUrl}; figures you typed are not in this file.`,
};
