/*
 * The New York estimate of a full-year resident, as the lines of Form IT-201 in the form's order, each with its
 * number on the form, beside the topics that need a person. Phase 1 of issue 46: the state's tax before credits,
 * the city's resident tax and the Empire State child credit. The household credits (lines 40 and 48), the earned
 * income credits (65, 70), the school tax credit (69, 69a) and the MCTMT (54a, 54b) are not figured yet, so no
 * total is given.
 */
import type { Estimate } from "../estimate";
import type { NewYorkFigures } from "./figures";
import type { Household } from "../inputs";
import type { NewYorkAskUsTopic } from "./askUs";
import { cityTaxLines } from "./cityTax";
import { empireStateChildCredit } from "./empireStateChildCredit";
import type { NewYorkYear } from "./residence";
import { stateTaxLines } from "./stateTax";

export type NewYorkLineKey =
  | "federalAdjustedGrossIncome"
  | "newYorkAdjustedGrossIncome"
  | "standardDeduction"
  | "incomeLessDeduction"
  | "dependentExemptions"
  | "taxableIncome"
  | "newYorkStateTax"
  | "newYorkCityTaxableIncome"
  | "newYorkCityTax"
  | "empireStateChildCredit";

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
  return topics;
}

export function newYorkEstimate(figures: NewYorkFigures, household: Household, federal: Estimate, year: NewYorkYear): NewYorkEstimate {
  if (year.residence === "elsewhere") return { lines: [], askUs: [] };
  const askUs = topicsFromInputs(household, year);
  const federalAgi = federal.lines.adjustedGrossIncome;
  const state = stateTaxLines(figures.newYorkState, household, federalAgi);
  if (state.tax === undefined) askUs.push("supplementalTax");
  const lines: NewYorkLine[] = [
    { line: "19", key: "federalAdjustedGrossIncome", amount: federalAgi },
    { line: "33", key: "newYorkAdjustedGrossIncome", amount: state.newYorkAdjustedGrossIncome },
    { line: "34", key: "standardDeduction", amount: state.standardDeduction },
    { line: "35", key: "incomeLessDeduction", amount: state.incomeLessDeduction },
    { line: "36", key: "dependentExemptions", amount: state.dependentExemptions },
    { line: "38", key: "taxableIncome", amount: state.taxableIncome },
  ];
  if (state.tax !== undefined) lines.push({ line: "39", key: "newYorkStateTax", amount: state.tax });
  if (year.residence === "newYorkCity") {
    const city = cityTaxLines(figures.newYorkCity, household.filingStatus, state.taxableIncome);
    lines.push({ line: "47", key: "newYorkCityTaxableIncome", amount: city.taxableIncome }, { line: "47a", key: "newYorkCityTax", amount: city.tax });
  }
  const children = { under17: household.childrenUnder17WithSsn, under4: year.childrenUnder4 };
  lines.push({
    line: "63",
    key: "empireStateChildCredit",
    amount: empireStateChildCredit(figures.empireStateChildCredit, household.filingStatus, federalAgi, children),
  });
  return { lines, askUs };
}
