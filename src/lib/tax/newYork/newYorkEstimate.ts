/*
 * The New York estimate of a full-year resident, as the lines of Form IT-201 in the form's order, each with its
 * number on the form, beside the topics that need a person. Phase 1 of issue 46: the state's tax and household
 * credit, the city's tax and household credit, the Empire State child credit, both earned income credits and the
 * city's school tax credit. The supplemental tax and the MCTMT (54a, 54b; "ask us" for self-employment in the city)
 * are not figured yet, so no total is given.
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
  | "newYorkCityTaxableIncome"
  | "newYorkCityTax"
  | "cityHouseholdCredit"
  | "newYorkCityTaxAfterCredits"
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

export interface NewYorkEstimate {
  lines: NewYorkLine[];
  askUs: NewYorkAskUsTopic[];
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
  if (state.tax === undefined) askUs.push("supplementalTax");
  const lines: NewYorkLine[] = [
    { line: "19", key: "federalAdjustedGrossIncome", amount: federalAgi },
    { line: "33", key: "newYorkAdjustedGrossIncome", amount: state.newYorkAdjustedGrossIncome },
    { line: "34", key: "standardDeduction", amount: state.standardDeduction },
    { line: "35", key: "incomeLessDeduction", amount: state.incomeLessDeduction },
    { line: "36", key: "dependentExemptions", amount: state.dependentExemptions },
    { line: "38", key: "taxableIncome", amount: state.taxableIncome },
  ];
  const people = (household.filingStatus === "marriedJointly" ? 2 : 1) + dependentsOf(household);
  let householdCreditTaken = 0;
  if (state.tax !== undefined) {
    lines.push({ line: "39", key: "newYorkStateTax", amount: state.tax });
    if (household.filingStatus === "marriedSeparately") {
      // Figured from both spouses' incomes and people: a credit is possible only if this spouse's income allows one.
      if (creditFromTable(figures.newYorkHouseholdCredit.base, federalAgi) > 0) askUs.push("householdCreditMarriedSeparately");
    } else {
      householdCreditTaken = householdCredit(figures.newYorkHouseholdCredit, household.filingStatus, federalAgi, people, state.tax);
    }
    lines.push(
      { line: "40", key: "householdCredit", amount: householdCreditTaken },
      { line: "44", key: "newYorkStateTaxAfterCredits", amount: state.tax - householdCreditTaken },
    );
  }
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
    );
  }
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
  return { lines, askUs };
}
