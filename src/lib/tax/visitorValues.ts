/*
 * What the visitor types into the estimate, as typed, and the household it describes: amounts in whole dollars
 * ("$52,000.40" is 52,000), counts of people, and a problem named for each field that cannot be read.
 */
import { FILING_STATUSES, type FilingStatus } from "./figures";
import type { Household, Person } from "./inputs";
import { RESIDENCES, type NewYorkYear, type Residence } from "./newYork/residence";
import { OUT_OF_SCOPE_INPUTS, type OutOfScopeInput } from "./scope";

export interface PersonValues {
  age65OrOlder: boolean;
  blind: boolean;
  validSsn: boolean;
  wages: string;
  selfEmploymentProfit: string;
  qualifiedTips: string;
  overtimePremium: string;
}

/** Where the visitor lived, and what New York needs to know besides the federal return (asked with a New York residence). */
export interface NewYorkValues {
  residence: Residence;
  childrenUnder4: string;
  partYearResident: boolean;
  livedInYonkers: boolean;
  itemizesForNewYork: boolean;
}

const HOUSEHOLD_AMOUNTS = [
  "interest",
  "ordinaryDividends",
  "unemployment",
  "carLoanInterest",
  "stateAndLocalTaxes",
  "mortgageInterest",
  "giftsToCharity",
  "federalTaxWithheld",
  "estimatedTaxPaid",
] as const;
const PERSON_AMOUNTS = ["wages", "selfEmploymentProfit", "qualifiedTips", "overtimePremium"] as const;
const PERSON_FLAGS = ["age65OrOlder", "blind", "validSsn"] as const;
const COUNTS = ["childrenUnder17WithSsn", "childrenUnder17WithoutSsn", "otherDependents", "otherDependentsQualifyingForEic"] as const;

export type EstimatorValues = { filingStatus: FilingStatus; filer: PersonValues; spouse: PersonValues } & Record<
  (typeof HOUSEHOLD_AMOUNTS)[number] | (typeof COUNTS)[number],
  string
> & { outOfScope: Record<OutOfScopeInput, boolean>; newYork: NewYorkValues };

/** Why a field cannot be read: the page words each. */
export type FieldProblem =
  "notAnAmount" | "tooLarge" | "notACount" | "moreThanOtherDependents" | "moreThanChildrenUnder17" | "tipsAboveIncome" | "overtimeAboveWages";

const emptyPerson: PersonValues = {
  age65OrOlder: false,
  blind: false,
  validSsn: true,
  wages: "",
  selfEmploymentProfit: "",
  qualifiedTips: "",
  overtimePremium: "",
};

export const EMPTY_VALUES: EstimatorValues = {
  filingStatus: "single",
  filer: emptyPerson,
  spouse: emptyPerson,
  ...(Object.fromEntries([...HOUSEHOLD_AMOUNTS, ...COUNTS].map((name) => [name, ""])) as Record<
    (typeof HOUSEHOLD_AMOUNTS)[number] | (typeof COUNTS)[number],
    string
  >),
  outOfScope: Object.fromEntries(OUT_OF_SCOPE_INPUTS.map((topic) => [topic, false])) as Record<OutOfScopeInput, boolean>,
  // Elsewhere until the visitor says otherwise: the federal estimate alone, as before New York was asked.
  newYork: { residence: "elsewhere", childrenUnder4: "", partYearResident: false, livedInYonkers: false, itemizesForNewYork: false },
};

const MOST_DOLLARS = 99_999_999;

/** An amount as typed: empty is 0; "$", commas and spaces are allowed, cents are rounded away. */
export function readAmount(text: string): number | "notAnAmount" | "tooLarge" {
  const plain = text.replace(/[\s,]/g, "").replace(/^\$/, "");
  if (plain === "") return 0;
  if (!/^\d+(\.\d{0,2})?$/.test(plain)) return "notAnAmount";
  const amount = Math.round(Number(plain));
  return amount > MOST_DOLLARS ? "tooLarge" : amount;
}

/** A number of people as typed: empty is 0; a whole number up to 20. */
export function readCount(text: string): number | "notACount" {
  const plain = text.trim();
  if (plain === "") return 0;
  return /^\d{1,2}$/.test(plain) && Number(plain) <= 20 ? Number(plain) : "notACount";
}

/** The fields whose values the household is made of for this filing status (the spouse's only when married). */
export function spouseFieldsShown(status: FilingStatus): "all" | "ageAndBlindness" | "none" {
  return status === "marriedJointly" ? "all" : status === "marriedSeparately" ? "ageAndBlindness" : "none";
}

/** New York's questions are asked, and read, only for a New York residence. */
export const newYorkFieldsShown = (residence: Residence) => residence !== "elsewhere";

/**
 * The household the values describe and the visitor's New York year, or the problem of each field that cannot be
 * read, by the field's name ("filer.wages", "interest", "newYork.childrenUnder4").
 */
export function readValues(
  values: EstimatorValues,
):
  | { household: Household; newYorkYear: NewYorkYear; problems?: never }
  | { household?: never; newYorkYear?: never; problems: Partial<Record<string, FieldProblem>> } {
  const problems: Partial<Record<string, FieldProblem>> = {};
  const amount = (name: string, text: string) => {
    const read = readAmount(text);
    if (typeof read === "number") return read;
    problems[name] = read;
    return 0;
  };
  const count = (name: string, text: string) => {
    const read = readCount(text);
    if (typeof read === "number") return read;
    problems[name] = read;
    return 0;
  };
  const person = (who: "filer" | "spouse", withIncome: boolean): Person => {
    const typed = values[who];
    const read = Object.fromEntries(PERSON_AMOUNTS.map((name) => [name, withIncome ? amount(`${who}.${name}`, typed[name]) : 0])) as Record<
      (typeof PERSON_AMOUNTS)[number],
      number
    >;
    // Tips and the overtime premium are part of the wages or profit typed above them.
    if (read.qualifiedTips > read.wages + read.selfEmploymentProfit) problems[`${who}.qualifiedTips`] ??= "tipsAboveIncome";
    if (read.overtimePremium > read.wages) problems[`${who}.overtimePremium`] ??= "overtimeAboveWages";
    return { ...read, ...(Object.fromEntries(PERSON_FLAGS.map((flag) => [flag, typed[flag]])) as Record<(typeof PERSON_FLAGS)[number], boolean>) };
  };
  const spouseShown = spouseFieldsShown(values.filingStatus);
  const counts = Object.fromEntries(COUNTS.map((name) => [name, count(name, values[name])])) as Record<(typeof COUNTS)[number], number>;
  if (counts.otherDependentsQualifyingForEic > counts.otherDependents) problems.otherDependentsQualifyingForEic ??= "moreThanOtherDependents";
  const household: Household = {
    filingStatus: values.filingStatus,
    filer: person("filer", true),
    ...(spouseShown !== "none" && { spouse: person("spouse", spouseShown === "all") }),
    ...counts,
    ...(Object.fromEntries(HOUSEHOLD_AMOUNTS.map((name) => [name, amount(name, values[name])])) as Record<
      (typeof HOUSEHOLD_AMOUNTS)[number],
      number
    >),
    outOfScope: values.outOfScope,
  };
  const newYork = values.newYork;
  const shown = newYorkFieldsShown(newYork.residence);
  const childrenUnder4 = shown ? count("newYork.childrenUnder4", newYork.childrenUnder4) : 0;
  if (childrenUnder4 > counts.childrenUnder17WithSsn) problems["newYork.childrenUnder4"] ??= "moreThanChildrenUnder17";
  const newYorkYear: NewYorkYear = {
    residence: newYork.residence,
    childrenUnder4,
    partYearResident: shown && newYork.partYearResident,
    // Yonkers is outside New York City: asked only of a resident of the state outside it.
    livedInYonkers: newYork.residence === "newYorkState" && newYork.livedInYonkers,
    itemizesForNewYork: shown && newYork.itemizesForNewYork,
  };
  return Object.keys(problems).length > 0 ? { problems } : { household, newYorkYear };
}

/** Values kept in this tab's session storage, put back field by field: anything unknown or of the wrong kind is left empty. */
export function restoreValues(saved: unknown): EstimatorValues {
  const from = (saved ?? {}) as Record<string, unknown>;
  const pick = <T extends object>(defaults: T, source: unknown): T => {
    const given = (source && typeof source === "object" ? source : {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(defaults).map(([key, fallback]) => [key, typeof given[key] === typeof fallback ? given[key] : fallback]),
    ) as T;
  };
  const { filer, spouse, outOfScope, filingStatus, newYork, ...rest } = EMPTY_VALUES;
  const savedNewYork = pick(newYork, from.newYork);
  return {
    ...pick(rest, from),
    filingStatus: FILING_STATUSES.includes(from.filingStatus as FilingStatus) ? (from.filingStatus as FilingStatus) : filingStatus,
    filer: pick(filer, from.filer),
    spouse: pick(spouse, from.spouse),
    outOfScope: pick(outOfScope, from.outOfScope),
    newYork: { ...savedNewYork, residence: RESIDENCES.includes(savedNewYork.residence) ? savedNewYork.residence : newYork.residence },
  };
}
