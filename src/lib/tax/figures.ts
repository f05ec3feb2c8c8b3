/*
 * A tax year's figures as the content gives them (content/tax-years/<year>.yaml, declared in
 * src/lib/content/types/taxYears.ts), and the filing statuses they are written under.
 */
/** The filing statuses, by the names the figures are written under. Here, not in the content declaration, so that the
 * estimate's page does not carry the declarations' code. */
export const FILING_STATUSES = ["single", "marriedJointly", "marriedSeparately", "headOfHousehold", "qualifyingSurvivingSpouse"] as const;

export type FilingStatus = (typeof FILING_STATUSES)[number];
export type PerStatus = Record<FilingStatus, number>;

export interface Bracket {
  over: number;
  rate: number;
}

interface Sourced {
  sources: readonly { title: string; url: string; urlEs?: string | null }[];
  note?: string;
}

export interface EicColumn {
  children: number;
  creditRate: number;
  earnedIncomeAmount: number;
  maximumCredit: number;
  phaseOutRate: number;
  phaseOutStarts: number;
  phaseOutEnds: number;
  phaseOutStartsJoint: number;
  phaseOutEndsJoint: number;
}

interface PhaseOut {
  phaseOutStarts: number;
  phaseOutStartsJoint: number;
}

export interface TaxYearFigures {
  year: number;
  brackets: Sourced & Record<FilingStatus, readonly Bracket[]>;
  standardDeduction: Sourced & { basic: PerStatus; additionalMarried: number; additionalUnmarried: number };
  childTaxCredit: Sourced & {
    perChild: number;
    refundablePerChild: number;
    refundableEarnedIncomeFloor: number;
    refundableRate: number;
    perOtherDependent: number;
    phaseOutStarts: PerStatus;
    reductionPerThousand: number;
  };
  earnedIncomeCredit: Sourced & { investmentIncomeLimit: number; columns: readonly EicColumn[] };
  scheduleOneA: Sourced & {
    tips: PhaseOut & { maximum: number; reductionPerThousand: number };
    overtime: PhaseOut & { maximum: number; maximumJoint: number; reductionPerThousand: number };
    carLoanInterest: PhaseOut & { maximum: number; reductionPerThousand: number };
    seniors: PhaseOut & { perPerson: number; phaseOutRate: number };
  };
  stateAndLocalTaxes: Sourced & {
    limit: number;
    phaseDownStarts: number;
    phaseDownStartsSeparate: number;
    phaseDownRate: number;
    floor: number;
    separateShare: number;
  };
  charitableGifts: Sourced & { itemizedFloorShare: number; itemizedLimitShare: number; withoutItemizing: number; withoutItemizingJoint: number };
  qualifiedBusinessIncome: Sourced & { rate: number; threshold: PerStatus; minimumDeduction: number; minimumDeductionFrom: number };
  selfEmploymentAndMedicare: Sourced & {
    socialSecurityWageBase: number;
    socialSecurityRate: number;
    medicareRate: number;
    netEarningsShare: number;
    minimumNetEarnings: number;
    additionalMedicareRate: number;
    additionalMedicareThreshold: PerStatus;
  };
  alternativeMinimumTax: Sourced & { exemption: PerStatus; phaseOutStarts: PerStatus; phaseOutRate: number; topRate: number };
  estimatedTax: EstimatedTaxRules;
}

/** A year's rules for estimated tax, the same shape federal (Form 1040-ES) and New York's (Form IT-2105). */
export type EstimatedTaxRules = Sourced & {
  priorYearShare: number;
  higherIncomeShare: number;
  higherIncomeAgi: number;
  higherIncomeAgiSeparate: number;
  currentYearShare: number;
  noPaymentsBelow: number;
  /** Where the tax is paid: online, or with the form's voucher. */
  paymentPage: { url: string; urlEs?: string | null };
};

/** Whole dollars, half a dollar up, as the forms allow amounts to be rounded. */
export const dollars = (amount: number): number => Math.round(amount + 1e-9);

export const isJoint = (status: FilingStatus) => status === "marriedJointly";
