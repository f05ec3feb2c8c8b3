/*
 * The New York estimate of a full-year resident, as the lines of Form IT-201 in the form's order, each with its
 * number on the form, beside the topics that need a person: the state's tax (the tax table, the rate schedule or the
 * supplemental tax's worksheets) and household credit, the city's tax and household credit, the totals of lines 46,
 * 58 and 62, the Empire State child credit, both earned income credits and the city's school tax credit; then the
 * totals after refundable credits, with the federal estimate's beside them. The MCTMT (lines 54a to 54d) is not
 * figured: self-employment in the city leads to "ask us", and the totals leave it out.
 *
 * Every line is in whole dollars, as Form IT-201 is filled in: each worksheet's result is rounded (50 cents and more
 * up, less than 50 cents down) before it is entered on its line, and the totals add the lines as entered
 * (docs/tax-year-2026/new-york-figures.md, "Whole dollars").
 */
import type { Estimate } from "../estimate";
import type { NewYorkFigures } from "./figures";
import { peopleOf, type Household } from "../inputs";
import type { NewYorkAskUsTopic } from "./askUs";
import { cityEarnedIncomeCredit, cityHouseholdCredit } from "./cityCredits";
import { cityTaxLines } from "./cityTax";
import { newYorkEarnedIncomeCredit } from "./earnedIncomeCredit";
import { empireStateChildCredit } from "./empireStateChildCredit";
import { creditFromTable } from "./figures";
import { householdCredit } from "./householdCredit";
import { schoolTaxCreditFixedAmount, schoolTaxCreditRateReduction } from "./schoolTaxCredit";
import type { NewYorkYear } from "./residence";
import { dependentsOf, stateTaxLines } from "./stateTax";

export type NewYorkLineKey =
  | "federalAdjustedGrossIncome"
  | "newYorkAdjustedGrossIncome"
  | "standardDeduction"
  | "incomeLessDeduction"
  | "dependentExemptions"
  | "taxableIncome"
  | "newYorkStateTax"
  | "householdCredit"
  | "newYorkStateTaxAfterCredits"
  | "totalNewYorkStateTaxes"
  | "newYorkCityTaxableIncome"
  | "newYorkCityTax"
  | "cityHouseholdCredit"
  | "newYorkCityTaxAfterCredits"
  | "totalNewYorkCityTaxes"
  | "totalNewYorkTaxes"
  | "empireStateChildCredit"
  | "newYorkEarnedIncomeCredit"
  | "schoolTaxCreditFixedAmount"
  | "schoolTaxCreditRateReduction"
  | "newYorkCityEarnedIncomeCredit";

export interface NewYorkLine {
  /** The line's number on Form IT-201 (2025). */
  line: string;
  key: NewYorkLineKey;
  amount: number;
}

/** The year's taxes after refundable credits: New York's, the federal estimate's, and both together. */
export interface NewYorkTotals {
  /** Line 46: New York State's tax after its nonrefundable credits. */
  newYorkStateTax: number;
  /** Line 58: New York City's tax after its household credit (0 outside the city; no MCTMT). */
  newYorkCityTax: number;
  /** Line 62: both. */
  newYorkTax: number;
  /** Lines 63 to 70: the refundable credits the estimate figures. */
  newYorkRefundableCredits: number;
  /** Line 62 less the refundable credits: below zero when the credits exceed the tax. */
  newYorkTaxAfterRefundableCredits: number;
  /** Form 1040's total tax less its refundable credits (the earned income credit and the additional child tax credit). */
  federalTaxAfterRefundableCredits: number;
  /** Federal, state and city together, after refundable credits. */
  combinedTaxAfterRefundableCredits: number;
}

export interface NewYorkEstimate {
  lines: NewYorkLine[];
  askUs: NewYorkAskUsTopic[];
  /** Undefined when there are no New York lines (a residence elsewhere). */
  totals?: NewYorkTotals;
}

const REFUNDABLE_CREDITS: readonly NewYorkLineKey[] = [
  "empireStateChildCredit",
  "newYorkEarnedIncomeCredit",
  "schoolTaxCreditFixedAmount",
  "schoolTaxCreditRateReduction",
  "newYorkCityEarnedIncomeCredit",
];

/** Lines added as they are entered, in whole dollars. */
const sumOf = (amounts: number[]) => amounts.reduce((sum, amount) => sum + amount, 0);

/** The totals after refundable credits, from the lines and the federal estimate. */
function totalsOf(lines: readonly NewYorkLine[], federal: Estimate): NewYorkTotals {
  const amountOf = (key: NewYorkLineKey) => lines.find((line) => line.key === key)?.amount ?? 0;
  const newYorkStateTax = amountOf("totalNewYorkStateTaxes");
  const newYorkCityTax = amountOf("totalNewYorkCityTaxes");
  const newYorkTax = amountOf("totalNewYorkTaxes");
  const newYorkRefundableCredits = sumOf(REFUNDABLE_CREDITS.map(amountOf));
  const newYorkTaxAfterRefundableCredits = sumOf([newYorkTax, -newYorkRefundableCredits]);
  const { totalTax, earnedIncomeCredit, additionalChildTaxCredit } = federal.lines;
  const federalTaxAfterRefundableCredits = sumOf([totalTax, -earnedIncomeCredit, -additionalChildTaxCredit]);
  return {
    newYorkStateTax,
    newYorkCityTax,
    newYorkTax,
    newYorkRefundableCredits,
    newYorkTaxAfterRefundableCredits,
    federalTaxAfterRefundableCredits,
    combinedTaxAfterRefundableCredits: sumOf([federalTaxAfterRefundableCredits, newYorkTaxAfterRefundableCredits]),
  };
}

function topicsFromInputs(household: Household, year: NewYorkYear): NewYorkAskUsTopic[] {
  const topics: NewYorkAskUsTopic[] = [];
  if (year.partYearResident) topics.push("partYearResident");
  if (year.livedInYonkers) topics.push("yonkers");
  if (year.itemizesForNewYork) topics.push("newYorkItemizedDeductions");
  if (household.childrenUnder17WithoutSsn > 0) topics.push("empireStateChildCredit");
  const selfEmployed = peopleOf(household).some((person) => person.selfEmploymentProfit > 0);
  if (year.residence === "newYorkCity" && selfEmployed) topics.push("metropolitanCommuterTransportationMobilityTax");
  return topics;
}

export function newYorkEstimate(figures: NewYorkFigures, household: Household, federal: Estimate, year: NewYorkYear): NewYorkEstimate {
  if (year.residence === "elsewhere") return { lines: [], askUs: [] };
  const askUs = topicsFromInputs(household, year);
  const federalAgi = federal.lines.adjustedGrossIncome;
  const state = stateTaxLines(figures.newYorkState, household, federalAgi, figures.newYorkSupplementalTax);
  const lines: NewYorkLine[] = [
    { line: "19", key: "federalAdjustedGrossIncome", amount: federalAgi },
    { line: "33", key: "newYorkAdjustedGrossIncome", amount: state.newYorkAdjustedGrossIncome },
    { line: "34", key: "standardDeduction", amount: state.standardDeduction },
    { line: "35", key: "incomeLessDeduction", amount: state.incomeLessDeduction },
    { line: "36", key: "dependentExemptions", amount: state.dependentExemptions },
    { line: "38", key: "taxableIncome", amount: state.taxableIncome },
  ];
  const people = (household.filingStatus === "marriedJointly" ? 2 : 1) + dependentsOf(household);
  lines.push({ line: "39", key: "newYorkStateTax", amount: state.tax });
  let householdCreditTaken = 0;
  if (household.filingStatus === "marriedSeparately") {
    // Figured from both spouses' incomes and people: a credit is possible only if this spouse's income allows one.
    if (creditFromTable(figures.newYorkHouseholdCredit.base, federalAgi) > 0) askUs.push("householdCreditMarriedSeparately");
  } else {
    householdCreditTaken = householdCredit(figures.newYorkHouseholdCredit, household.filingStatus, federalAgi, people, state.tax);
  }
  // Lines 41 and 42 (resident and other credits) and 45 (other taxes) are not in the estimate: 46 is 44.
  const afterCredits = state.tax - householdCreditTaken;
  lines.push(
    { line: "40", key: "householdCredit", amount: householdCreditTaken },
    { line: "44", key: "newYorkStateTaxAfterCredits", amount: afterCredits },
    { line: "46", key: "totalNewYorkStateTaxes", amount: afterCredits },
  );
  const inCity = year.residence === "newYorkCity";
  const city = cityTaxLines(figures.newYorkCity, household.filingStatus, state.taxableIncome);
  if (inCity) {
    const cityCredit =
      household.filingStatus === "marriedSeparately"
        ? 0
        : cityHouseholdCredit(figures.newYorkCityHouseholdCredit, household.filingStatus, federalAgi, people, city.tax);
    lines.push(
      { line: "47", key: "newYorkCityTaxableIncome", amount: city.taxableIncome },
      { line: "47a", key: "newYorkCityTax", amount: city.tax },
      { line: "48", key: "cityHouseholdCredit", amount: cityCredit },
      { line: "49", key: "newYorkCityTaxAfterCredits", amount: city.tax - cityCredit },
      // Lines 50 to 57 (part-year and other city taxes, the MCTMT, Yonkers) are not figured: 58 is 49.
      { line: "58", key: "totalNewYorkCityTaxes", amount: city.tax - cityCredit },
    );
  }
  const cityTaxes = lines.find(({ key }) => key === "totalNewYorkCityTaxes")?.amount ?? 0;
  // Line 61 adds lines 59 and 60 (sales or use tax, gifts), not in the estimate; line 62 repeats line 61.
  lines.push({ line: "62", key: "totalNewYorkTaxes", amount: afterCredits + cityTaxes });
  const children = { under17: household.childrenUnder17WithSsn, under4: year.childrenUnder4 };
  const earnedIncomeCredit = newYorkEarnedIncomeCredit(figures.newYorkEarnedIncomeCredit, federal.lines.earnedIncomeCredit, householdCreditTaken);
  lines.push(
    {
      line: "63",
      key: "empireStateChildCredit",
      amount: empireStateChildCredit(figures.empireStateChildCredit, household.filingStatus, federalAgi, children),
    },
    { line: "65", key: "newYorkEarnedIncomeCredit", amount: earnedIncomeCredit },
  );
  if (inCity) {
    const school = figures.newYorkCitySchoolTaxCredit;
    lines.push(
      { line: "69", key: "schoolTaxCreditFixedAmount", amount: schoolTaxCreditFixedAmount(school, household.filingStatus, federalAgi) },
      { line: "69a", key: "schoolTaxCreditRateReduction", amount: schoolTaxCreditRateReduction(school, household.filingStatus, city.taxableIncome) },
      {
        line: "70",
        key: "newYorkCityEarnedIncomeCredit",
        amount: cityEarnedIncomeCredit(figures.newYorkCityEarnedIncomeCredit, state.newYorkAdjustedGrossIncome, federal.lines.earnedIncomeCredit),
      },
    );
  }
  return { lines, askUs, totals: totalsOf(lines, federal) };
}
