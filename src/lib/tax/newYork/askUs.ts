/* What the New York estimate does not cover: the topics that need a person. The page words each topic. */
export type NewYorkAskUsTopic =
  /** Moved into or out of New York State or City during the year (Form IT-203 or the part-year city tax). */
  | "partYearResident"
  /** Yonkers' resident surcharge. */
  | "yonkers"
  /** New York itemized deductions (Form IT-196). */
  | "newYorkItemizedDeductions"
  /** A child under 17 without an SSN: the Empire State child credit accepts an ITIN, which the estimate does not ask about. */
  | "empireStateChildCredit"
  /** Married filing separately with income low enough for the household credits, figured from both spouses' returns. */
  | "householdCreditMarriedSeparately"
  /**
   * Self-employment earnings in the city: the MCTMT applies above a threshold the 2025-26 budget changed, whose 2026
   * amount could not yet be read in an official source (firms' summaries say more than $150,000, from $50,000).
   */
  | "metropolitanCommuterTransportationMobilityTax";
