/*
 * The New York estimate's words (src/components/taxEstimator/NewYorkEstimate.tsx), loaded with it once a New York
 * residence is chosen. Form IT-201's lines are named as the form (2025) names them; where the form only says
 * "Subtract line … from line …", by what the line holds.
 */
export const newYorkEstimate = {
  heading: (year: number, inCity: boolean) => (inCity ? `New York State and City tax, ${year}` : `New York State tax, ${year}`),
  intro: (year: number) =>
    `Figured from the federal estimate above, as a full-year resident's Form IT-201 for ${year}: the state's tax and credits, and the city's where you lived in it.`,
  tableCaption: (year: number) => `Form IT-201 for ${year}, line by line`,
  lines: {
    federalAdjustedGrossIncome: "Federal adjusted gross income",
    newYorkAdjustedGrossIncome: "New York adjusted gross income",
    standardDeduction: "New York standard deduction",
    incomeLessDeduction: "New York adjusted gross income less the deduction",
    dependentExemptions: "Dependent exemptions",
    taxableIncome: "Taxable income",
    newYorkStateTax: "NYS tax on line 38 amount",
    householdCredit: "NYS household credit",
    newYorkStateTaxAfterCredits: "NYS tax after the household credit",
    newYorkCityTaxableIncome: "NYC taxable income",
    newYorkCityTax: "NYC resident tax on line 47 amount",
    cityHouseholdCredit: "NYC household credit",
    newYorkCityTaxAfterCredits: "NYC tax after the household credit",
    empireStateChildCredit: "Empire State child credit",
    newYorkEarnedIncomeCredit: "NYS earned income credit (EIC)",
    schoolTaxCreditFixedAmount: "NYC school tax credit (fixed amount)",
    schoolTaxCreditRateReduction: "NYC school tax credit (rate reduction amount)",
    newYorkCityEarnedIncomeCredit: "NYC earned income credit",
    totalNewYorkStateTaxes: "Total New York State taxes",
    totalNewYorkCityTaxes: "Total New York City taxes",
    totalNewYorkTaxes: "Total New York State and City taxes",
  },
  /** On the Spanish page: which names of the lines are New York's own Spanish, and which are ours. */
  spanishLines: null as string | null,
  askUsHeading: "Part of your New York year needs a person",
  askUsText: "The estimate does not figure these, so the lines below leave them out:",
  topics: {
    partYearResident:
      "Moving into or out of New York State or City during the year: a part-year resident's return (Form IT-203) or city tax is figured on the income of the months lived there.",
    yonkers: "Yonkers residents pay a surcharge on their state tax, which the estimate does not figure.",
    newYorkItemizedDeductions: "New York itemized deductions (Form IT-196) follow rules of their own, which the estimate does not figure.",
    empireStateChildCredit:
      "A child without a Social Security number may count for the Empire State child credit with an ITIN, which the estimate does not ask about.",
    householdCreditMarriedSeparately: "Married filing separately, the household credits are figured from both spouses' incomes and households.",
    metropolitanCommuterTransportationMobilityTax:
      "Self-employment earnings in New York City may owe the Metropolitan Commuter Transportation Mobility Tax (MCTMT), which the estimate does not figure.",
  },
  askUsLink: "Ask us about your New York return",
};

export type NewYorkEstimateWords = typeof newYorkEstimate;
