/*
 * The estimate's words in each language. Form 1040's lines are named as the form names them: the English from the
 * 2026 draft form, the Spanish from Form 1040(SP) where the IRS has them; the lines new since 2025 have no official
 * Spanish yet, and the page says their names are ours (docs/tax-year-2026/form-1040-wording.md).
 */

export const estimator = {
  title: (year: number) => `Tax estimate ${year}`,
  description: (year: number) =>
    `Your ${year} federal refund or amount owed, line by line as on Form 1040, with the IRS's ${year} figures. Private: nothing you type leaves your browser.`,
  intro: (year: number) =>
    `What will you owe for ${year}, or get back? Type what you know from your pay stubs and last return: the estimate follows Form 1040 line by line, with the IRS's figures for ${year} (the return you file in ${year + 1}).`,
  privacy:
    "Private by design: what you type stays in this browser tab. Nothing is sent to us or anyone else, and it is forgotten when you close the tab.",
  formHeading: "Your year",
  sections: {
    household: "Your household",
    dependents: "Dependents",
    income: (who: "filer" | "spouse"): string => (who === "filer" ? "Your income" : "Your spouse's income"),
    otherIncome: "Other income",
    deductions: "Deductions",
    payments: "Tax already paid",
    outOfScope: "Anything else in your year?",
  },
  filingStatus: {
    legend: "Filing status",
    options: {
      single: "Single",
      marriedJointly: "Married filing jointly",
      marriedSeparately: "Married filing separately",
      headOfHousehold: "Head of household",
      qualifyingSurvivingSpouse: "Qualifying surviving spouse",
    },
  },
  residence: {
    legend: (year: number) => `Where you lived in ${year}`,
    options: {
      newYorkCity: "In New York City (the Bronx, Brooklyn, Manhattan, Queens or Staten Island)",
      newYorkState: "In New York State, outside New York City",
      elsewhere: "Elsewhere (the federal estimate alone)",
    },
  },

  people: { filer: "You", spouse: "Your spouse" },
  // Not `flags`: reading a `.flags` property makes Babel add RegExp's flags polyfill and core-js with it (4.5 KiB gzip) to the page.
  personFacts: {
    age65OrOlder: (year: number) => `65 or older at the end of ${year} (born before January 2, ${year - 64})`,
    blind: () => "Blind",
    validSsn: () => "Has a Social Security number valid for work",
  },
  spouseSeparately: "Count your spouse's age and blindness only if your spouse had no income and does not file a return.",
  personAmounts: {
    wages: { label: "Wages, salaries and tips", hint: "Form W-2, box 1, for the whole year: what you have earned so far and what is still to come." },
    selfEmploymentProfit: {
      label: "Net profit from self-employment",
      hint: "Your business's income less its expenses (Schedule C). Write 0 for a loss.",
    },
    qualifiedTips: { label: "Qualified tips", hint: "Tips in a job where tips are customary, already counted above." },
    overtimePremium: {
      label: "Overtime premium",
      hint: "Only the extra half of time-and-a-half overtime pay, already counted in wages.",
    },
  },
  fields: {
    childrenUnder17WithSsn: {
      label: "Children under 17 with a Social Security number",
      hint: "Qualifying children under 17 at the end of the year.",
    },
    childrenUnder17WithoutSsn: {
      label: "Children under 17 without one",
      hint: "For example, with an ITIN: they count for the credit for other dependents.",
    },
    otherDependents: { label: "Other dependents", hint: "A child of 17 or older, a parent or another relative you support." },
    otherDependentsQualifyingForEic: {
      label: "Of them, children under 19 or students under 24",
      hint: "Who lived with you more than half the year, with a Social Security number: they count for the earned income credit.",
    },
    interest: { label: "Taxable interest", hint: "Form 1099-INT, box 1." },
    ordinaryDividends: { label: "Ordinary dividends", hint: "Form 1099-DIV, box 1a. If some are qualified dividends (box 1b), tick it below." },
    unemployment: { label: "Unemployment compensation", hint: "Form 1099-G, box 1." },
    carLoanInterest: {
      label: "Interest on a car loan",
      hint: "For a new car assembled in the United States, bought after 2024 for personal use.",
    },
    stateAndLocalTaxes: { label: "State and local taxes", hint: "State and local income (or sales) taxes and property taxes paid in the year." },
    mortgageInterest: { label: "Home mortgage interest", hint: "Form 1098, box 1." },
    giftsToCharity: { label: "Gifts to charity in cash", hint: "Counted whether or not you itemize." },
    federalTaxWithheld: { label: "Federal income tax withheld", hint: "Form W-2, box 2, and any 1099s, for the whole year." },
    estimatedTaxPaid: { label: "Estimated tax paid for the year" },
  },
  outOfScopeHint: "Tick what applies: the estimate does not figure these, and will say so.",
  outOfScope: {
    capitalGains: "Sold stock, crypto, property or other investments",
    qualifiedDividends: "Qualified dividends (Form 1099-DIV, box 1b)",
    otherIncome: "Other income: rent, a pension or IRA withdrawals, Social Security, a partnership or S corporation",
    otherAdjustments: "Retirement or HSA contributions, student loan interest or alimony paid",
    otherCredits: "Education, child care, adoption, energy or foreign tax credits",
    claimedAsDependent: "Someone can claim you (or your spouse) as a dependent",
  },
  problems: {
    notAnAmount: "Enter an amount in dollars, like 52000 or $52,000.",
    tooLarge: "Enter an amount under $100 million.",
    notACount: "Enter a whole number from 0 to 20.",
    moreThanOtherDependents: "This cannot be more than your other dependents.",
    moreThanChildrenUnder17: "This cannot be more than your children under 17 with a Social Security number.",
    tipsAboveIncome: "Tips are part of the wages or profit above, so they cannot be more.",
    overtimeAboveWages: "The overtime premium is part of the wages above, so it cannot be more.",
  },
  result: {
    heading: (year: number) => `Your ${year} estimate`,
    waiting: "The estimate is figured in your browser: it starts once the page has loaded, with JavaScript on.",
    cannotRead: "Some amounts cannot be read. Correct the fields marked in the form to see your estimate.",
    refund: "Estimated refund",
    owe: "Estimated amount you owe",
    even: "Nothing to pay and nothing back",
    askUsHeading: "This one needs a person",
    askUsText: "Part of your year is something this estimate does not figure, so it gives no number rather than a wrong one:",
    topics: {
      capitalGains: "Capital gains are taxed at their own rates, which the estimate does not figure.",
      qualifiedDividends: "Qualified dividends are taxed at the capital gains rates, which the estimate does not figure.",
      otherIncome: "Rent, pensions, Social Security benefits and partnership income need a closer look.",
      otherAdjustments: "Retirement contributions, student loan interest and alimony are not part of the estimate.",
      otherCredits: "Education, child care, adoption, energy and foreign tax credits are not part of the estimate.",
      claimedAsDependent: "Someone who can be claimed as a dependent has a smaller standard deduction.",
      childTaxCredit:
        "Without a Social Security number valid for work (yours, or on a joint return your spouse's), the child tax credit is not allowed, and the credit for other dependents depends on each dependent's number.",
      netInvestmentIncomeTax: "With investment income at your income, the net investment income tax may apply, and the estimate does not figure it.",
      qualifiedBusinessIncome:
        "Above its threshold, the qualified business income deduction depends on the wages your business pays and the property it holds.",
      earnedIncomeCredit:
        "Married filing separately, the earned income credit depends on whether you lived apart from your spouse in the last six months of the year.",
      alternativeMinimumTax: "Your deductions and income are where the alternative minimum tax may apply, and the estimate does not figure it.",
      itemizedDeductionLimit: "In the top bracket, itemized deductions are limited, and the estimate does not figure the limit.",
      charitableGiftsLimit:
        "Your gifts to charity are more than itemized deductions allow in a year for your income: what may be deducted depends on the organizations you gave to, and the rest carries over to later years.",
    },
    assumptions: {
      earnedIncomeCreditAgeAndResidence:
        "With no qualifying child, the earned income credit assumes you (or your spouse) are 25 to 64 and lived in the United States more than half the year.",
      // Section 199A(i)(2): the minimum is for qualified business income from active businesses, those the taxpayer
      // materially participates in (section 469(h)(1): "regular, continuous, and substantial" involvement in their
      // operations; https://www.law.cornell.edu/uscode/text/26/469).
      qualifiedBusinessIncomeMinimumActiveBusiness:
        "The qualified business income deduction's minimum amount assumes you work in your business regularly, continuously and substantially (material participation); for a business you only invest in, it may be less.",
    },
    tableCaption: (year: number) => `Form 1040 for ${year}, line by line`,
    line: "Line",
    description: "Description",
    amount: "Amount",
    lines: {
      wages: () => "Total amount from Form(s) W-2, box 1",
      taxableInterest: () => "Taxable interest",
      ordinaryDividends: () => "Ordinary dividends",
      additionalIncome: () => "Additional income from Schedule 1",
      totalIncome: () => "Total income",
      adjustmentsToIncome: () => "Adjustments to income from Schedule 1",
      adjustedGrossIncome: () => "Adjusted gross income",
      standardDeduction: () => "Standard deduction",
      itemizedDeductions: () => "Itemized deductions (from Schedule A)",
      charitableWithoutItemizing: () => "Charitable contribution deduction for non-itemizers",
      scheduleOneA: () => "Additional deductions from Schedule 1-A",
      tips: () => "Qualified tips deduction",
      overtime: () => "Qualified overtime compensation deduction",
      carLoanInterest: () => "Qualified passenger vehicle loan interest deduction",
      seniors: () => "Enhanced deduction for seniors",
      qualifiedBusinessIncomeDeduction: () => "Qualified business income deduction",
      taxableIncome: () => "Taxable income",
      tax: () => "Tax",
      childTaxCreditOrCreditForOtherDependents: () => "Child tax credit or credit for other dependents from Schedule 8812",
      additionalTaxes: () => "Additional taxes, including self-employment tax, from Schedule 2",
      selfEmploymentTax: () => "Self-employment tax",
      additionalMedicareTax: () => "Additional Medicare Tax",
      totalTax: () => "Total tax",
      federalIncomeTaxWithheld: () => "Federal income tax withheld",
      estimatedTaxPayments: (year: number) => `${year} estimated tax payments`,
      earnedIncomeCredit: () => "Earned income credit (EIC)",
      additionalChildTaxCredit: () => "Additional child tax credit (ACTC) from Schedule 8812",
      totalPayments: () => "Total payments",
      overpaid: () => "Amount you overpaid",
      amountOwed: () => "Amount you owe",
    },
    spanishLines: null as string | null,
    effectiveRate: { label: "Effective rate", hint: "Your total tax, less refundable credits, as a share of your total income." },
    marginalRate: { label: "Marginal rate", hint: "The rate of your last dollar of taxable income." },
    leavesOutHeading: "What this estimate leaves out",
    leavesOut: [
      "Capital gains and qualified dividends, taxed at their own rates",
      "The alternative minimum tax and the net investment income tax",
      "The qualified business income deduction above its threshold",
      "State and local income tax outside New York",
      "Credits, deductions and income not asked for above",
    ],
    planHeading: "Ready to file?",
    plan: (title: string, price: string) => `The plan that fits a year like yours: ${title}, ${price}.`,
    prepare: "Have us prepare your return",
    comparePlans: "Compare all plans",
    whatToBring: "What to bring for this return",
    sourcesNote: "The figures of the year, with the official documents they come from.",
  },
};

/** The estimate's words, as the English writes them: every language's entry has this shape. */
export type EstimatorWords = typeof estimator;
