/*
 * The federal estimate of one household's year, laid out in the order of Form 1040's lines, each named as the form
 * names it. What the estimate does not cover is never given a number: it is an "ask us" with its reason.
 */
import { additionalChildTaxCredit, tentativeCredits } from "./childTaxCredit";
import { giftsWithoutItemizing, itemizedDeductions, standardDeduction } from "./deductions";
import { earnedIncomeCredit } from "./earnedIncomeCredit";
import type { TaxYearFigures } from "./figures";
import { peopleOf, type Household } from "./inputs";
import { qualifiedBusinessIncomeDeduction } from "./qualifiedBusinessIncome";
import { scheduleOneA, type ScheduleOneA } from "./scheduleOneA";
import { additionalMedicareTax, selfEmploymentTax } from "./selfEmployment";
import { bracketOf, taxOn } from "./taxTable";
import { topicsFromInputs, topicsFromReturn, type AskUsTopic } from "./scope";

export interface Estimate {
  year: number;
  /** Form 1040's lines, in its order, as the form names them. */
  lines: {
    wages: number;
    taxableInterest: number;
    ordinaryDividends: number;
    /** Schedule 1: business income and unemployment compensation. */
    additionalIncome: number;
    totalIncome: number;
    /** Schedule 1: deductible part of self-employment tax. */
    adjustmentsToIncome: number;
    adjustedGrossIncome: number;
    standardDeductionOrItemized: { amount: number; kind: "standard" | "itemized" };
    /** Cash gifts to charity deducted without itemizing. */
    charitableWithoutItemizing: number;
    /** Schedule 1-A, part by part. */
    scheduleOneA: ScheduleOneA;
    qualifiedBusinessIncomeDeduction: number;
    taxableIncome: number;
    tax: { amount: number; method: "taxTable" | "taxComputationWorksheet" };
    childTaxCreditOrCreditForOtherDependents: number;
    /** Schedule 2: self-employment tax and Additional Medicare Tax. */
    selfEmploymentTax: number;
    additionalMedicareTax: number;
    totalTax: number;
    federalIncomeTaxWithheld: number;
    estimatedTaxPayments: number;
    earnedIncomeCredit: number;
    additionalChildTaxCredit: number;
    totalPayments: number;
    /** Amount overpaid (a refund) when positive; the amount you owe when negative. */
    refundOrAmountOwed: number;
  };
  itemized: ReturnType<typeof itemizedDeductions>;
  /** Total tax less the refundable credits, over total income. */
  effectiveRate: number;
  /** The rate of the bracket the last dollar of taxable income falls in. */
  marginalRate: number;
  /** What needs a person: when not empty, the page says "ask us" instead of a number. */
  askUs: AskUsTopic[];
  /** Assumptions the estimate made, to be said beside the result. */
  assumptions: Assumption[];
}

/** What the estimate assumed where it asked nothing: the page words each. */
export type Assumption = "earnedIncomeCreditAgeAndResidence" | "qualifiedBusinessIncomeMinimumActiveBusiness";

export function estimate(figures: TaxYearFigures, household: Household): Estimate {
  const status = household.filingStatus;
  const people = peopleOf(household);
  const askUs = topicsFromInputs(figures, household);
  const assumptions: Assumption[] = [];

  // Income and adjustments.
  const wages = people.reduce((sum, person) => sum + person.wages, 0);
  const business = people.reduce((sum, person) => sum + person.selfEmploymentProfit, 0);
  const se = people.map((person) => selfEmploymentTax(figures.selfEmploymentAndMedicare, person));
  // Schedule SE, one per person, each line in whole dollars; Schedule 1 adds their deductible halves.
  const selfEmploymentTaxTotal = se.reduce((sum, { tax }) => sum + tax, 0);
  const adjustments = se.reduce((sum, { deduction }) => sum + deduction, 0);
  const additionalIncome = business + household.unemployment;
  const totalIncome = wages + household.interest + household.ordinaryDividends + additionalIncome;
  const agi = totalIncome - adjustments;

  // Deductions.
  const standard = standardDeduction(
    figures.standardDeduction,
    status,
    status === "marriedJointly" || status === "marriedSeparately"
      ? [household.filer, ...(household.spouse ? [household.spouse] : [])]
      : [household.filer],
  );
  const itemized = itemizedDeductions(figures, household, agi);
  const itemize = itemized.total > standard + giftsWithoutItemizing(figures.charitableGifts, status, household.giftsToCharity);
  const deduction = itemize ? itemized.total : standard;
  const charitableWithoutItemizing = itemize ? 0 : giftsWithoutItemizing(figures.charitableGifts, status, household.giftsToCharity);
  const seniors = status === "marriedJointly" ? people : [household.filer];
  const oneA = scheduleOneA(figures.scheduleOneA, status, people, agi, household.carLoanInterest, seniors);
  const beforeQbi = Math.max(0, agi - deduction - charitableWithoutItemizing - oneA.total);
  const qbi = qualifiedBusinessIncomeDeduction(figures.qualifiedBusinessIncome, status, business - adjustments, beforeQbi);
  if (qbi.aboveThreshold) askUs.push("qualifiedBusinessIncome");
  if (qbi.minimumApplied) assumptions.push("qualifiedBusinessIncomeMinimumActiveBusiness");
  const taxableIncome = Math.max(0, beforeQbi - qbi.deduction);

  // Tax and credits.
  const tax = taxOn(figures.brackets[status], taxableIncome);
  askUs.push(
    ...topicsFromReturn(figures, household, {
      agi,
      deduction,
      itemizing: itemize,
      saltDeducted: itemized.stateAndLocalTaxes,
      taxableIncome,
      regularTax: tax.tax,
    }),
  );
  const ctc = childTaxCredits(figures, household, agi);
  const nonRefundable = Math.min(tax.tax, ctc.total);
  const earnedIncome = earnedIncomeOf(wages, business, adjustments);
  const eic = eicFor(figures, household, earnedIncome, agi, askUs, assumptions);
  const payroll =
    people.reduce(
      (sum, person) => sum + Math.min(person.wages, figures.selfEmploymentAndMedicare.socialSecurityWageBase) * 0.062 + person.wages * 0.0145,
      0,
    ) + adjustments;
  const actc = ctc.allowed
    ? additionalChildTaxCredit(figures.childTaxCredit, {
        ctcChildren: household.childrenUnder17WithSsn,
        unused: ctc.total - nonRefundable,
        ctcPart: ctc.ctcPart,
        earnedIncome,
        payrollTaxes: payroll,
        earnedIncomeCredit: eic,
      })
    : 0;
  const medicare = additionalMedicareTax(
    figures.selfEmploymentAndMedicare,
    status,
    wages,
    se.reduce((sum, { netEarnings }) => sum + netEarnings, 0),
  );
  const totalTax = tax.tax - nonRefundable + selfEmploymentTaxTotal + medicare;
  const totalPayments = household.federalTaxWithheld + household.estimatedTaxPaid + eic + actc;

  return {
    year: figures.year,
    lines: {
      wages,
      taxableInterest: household.interest,
      ordinaryDividends: household.ordinaryDividends,
      additionalIncome,
      totalIncome,
      adjustmentsToIncome: adjustments,
      adjustedGrossIncome: agi,
      standardDeductionOrItemized: { amount: deduction, kind: itemize ? "itemized" : "standard" },
      charitableWithoutItemizing,
      scheduleOneA: oneA,
      qualifiedBusinessIncomeDeduction: qbi.deduction,
      taxableIncome,
      tax: { amount: tax.tax, method: tax.method },
      childTaxCreditOrCreditForOtherDependents: nonRefundable,
      selfEmploymentTax: selfEmploymentTaxTotal,
      additionalMedicareTax: medicare,
      totalTax,
      federalIncomeTaxWithheld: household.federalTaxWithheld,
      estimatedTaxPayments: household.estimatedTaxPaid,
      earnedIncomeCredit: eic,
      additionalChildTaxCredit: actc,
      totalPayments,
      refundOrAmountOwed: totalPayments - totalTax,
    },
    itemized,
    effectiveRate: totalIncome > 0 ? Math.max(0, totalTax - eic - actc) / totalIncome : 0,
    marginalRate: bracketOf(figures.brackets[status], taxableIncome).rate,
    askUs,
    assumptions,
  };
}

/**
 * Earned income as both credits take it: wages, plus the business's profit, less the deductible half of the
 * self-employment tax. EIC Worksheet B (Form 1040 instructions): line 1a is Schedule SE's line 3 (the profit, not
 * line 6's net earnings, 92.35% of it), line 1d its line 13, line 1e the difference, and line 4b adds the wages; a
 * profit too small for Schedule SE counts whole (Part 2, line 2b). Schedule 8812's Earned Income Worksheet: wages
 * (line 1a) plus the Schedule C profit (line 2b), less Schedule 1's line 15 (line 5), is line 7.
 */
const earnedIncomeOf = (wages: number, profit: number, deductiblePartOfSelfEmploymentTax: number): number =>
  wages + profit - deductiblePartOfSelfEmploymentTax;

/**
 * Child tax credit and credit for other dependents before the tax limits them. Section 24(h)(7): no child tax credit
 * unless the filer (or, on a joint return, one spouse) has an SSN valid for work and the child has one; a child
 * without one counts for the credit for other dependents.
 */
function childTaxCredits(figures: TaxYearFigures, household: Household, magi: number) {
  const people = peopleOf(household);
  const allowed = people.some((person) => person.validSsn);
  const ctcChildren = allowed ? household.childrenUnder17WithSsn : 0;
  const odc = allowed ? household.childrenUnder17WithoutSsn + household.otherDependents : 0;
  return { allowed, ...tentativeCredits(figures.childTaxCredit, household.filingStatus, magi, ctcChildren, odc) };
}

function eicFor(
  figures: TaxYearFigures,
  household: Household,
  earnedIncome: number,
  agi: number,
  askUs: AskUsTopic[],
  assumptions: Assumption[],
): number {
  const people = peopleOf(household);
  const children = Math.min(3, household.childrenUnder17WithSsn + (household.otherDependentsQualifyingForEic ?? 0));
  const rule = figures.earnedIncomeCredit;
  if (household.interest + household.ordinaryDividends > rule.investmentIncomeLimit) return 0;
  if (!people.every((person) => person.validSsn)) return 0;
  if (household.filingStatus === "marriedSeparately") {
    // Married filing separately may claim the credit only if separated from the spouse in the last six months of
    // the year, with a child who lived with them more than half the year: a person has to ask.
    const column = rule.columns.find((candidate) => candidate.children === children);
    if (children > 0 && column && earnedIncomeCredit(column, "single", earnedIncome, agi) > 0) askUs.push("earnedIncomeCredit");
    return 0;
  }
  if (children === 0) {
    // Without a qualifying child, the filer (or a spouse) must be at least 25 and under 65.
    if (people.every((person) => person.age65OrOlder)) return 0;
    assumptions.push("earnedIncomeCreditAgeAndResidence");
  }
  const column = rule.columns.find((candidate) => candidate.children === children);
  return column ? earnedIncomeCredit(column, household.filingStatus, earnedIncome, agi) : 0;
}
