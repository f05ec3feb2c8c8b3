/*
 * What a visitor's year held, as the "What to bring" page asks it: each answer a key that a document of
 * content/documents/ names among those that bring it in. The page's questions say them in words (src/words).
 */
import { peopleOf, type Household } from "../tax/inputs";

export const ANSWERS = [
  "job",
  "business",
  "card-payments",
  "investments",
  "crypto",
  "rental",
  "retirement",
  "unemployment",
  "dependents",
  "child-care",
  "school",
  "marketplace",
  "home",
  "charity",
  "tips",
  "overtime",
  "car-loan",
  "estimated-federal",
  "estimated-new-york",
  "itin",
  "business-return",
  "payroll",
  "sales-tax",
] as const;
export type Answer = (typeof ANSWERS)[number];

/** The questions in groups, as the page asks them. */
export const ANSWER_GROUPS = {
  income: ["job", "business", "card-payments", "investments", "crypto", "rental", "retirement", "unemployment"],
  family: ["dependents", "child-care", "school", "marketplace"],
  home: ["home", "charity", "tips", "overtime", "car-loan"],
  paid: ["estimated-federal", "estimated-new-york", "itin"],
  business: ["business-return", "payroll", "sales-tax"],
} as const satisfies Record<string, readonly Answer[]>;

/** What a document is brought for: everyone's return, or one of the answers. */
export const EVERYONE = "everyone";
export const BRINGERS = [EVERYONE, ...ANSWERS] as const;
export type Bringer = (typeof BRINGERS)[number];

const isAnswer = (value: string): value is Answer => (ANSWERS as readonly string[]).includes(value);

/** Where the visitor's device keeps their answers and ticks (useDeviceChecklist). */
export const CHECKLIST_STORAGE_KEY = "what-to-bring";

/** The query of the page's address that carries answers from elsewhere (the estimate): "?answers=job,dependents". */
export const ANSWERS_PARAMETER = "answers";

/** The answers of an address's query, those the page knows, once each and in the order of ANSWERS. */
export function answersFromQuery(search: string): Answer[] {
  const given = new Set((new URLSearchParams(search).get(ANSWERS_PARAMETER) ?? "").split(",").map((value) => value.trim()));
  return ANSWERS.filter((answer) => given.has(answer));
}

/** The query that carries `answers` ("answers=job,dependents"), none when there is none. */
export const queryOfAnswers = (answers: readonly Answer[]): string =>
  answers.length === 0 ? "" : `?${ANSWERS_PARAMETER}=${ANSWERS.filter((answer) => answers.includes(answer)).join(",")}`;

/**
 * What the estimate already knows of a household, as answers: a job from wages, a business from self-employment,
 * investments from interest or dividends, and so on; New York's estimated payments where the visitor said so.
 */
export function answersFromHousehold(household: Household, paidNewYorkEstimatedTax = false): Answer[] {
  const people = peopleOf(household);
  const any = (amount: (person: (typeof people)[number]) => number) => people.some((person) => amount(person) > 0);
  const held: Record<Answer, boolean> = {
    job: any((person) => person.wages),
    business: any((person) => person.selfEmploymentProfit),
    "card-payments": false,
    investments: household.interest > 0 || household.ordinaryDividends > 0 || household.outOfScope?.capitalGains === true,
    crypto: false,
    rental: false,
    retirement: false,
    unemployment: household.unemployment > 0,
    dependents: household.childrenUnder17WithSsn + household.childrenUnder17WithoutSsn + household.otherDependents > 0,
    "child-care": false,
    school: false,
    marketplace: false,
    home: household.mortgageInterest > 0,
    charity: household.giftsToCharity > 0,
    tips: any((person) => person.qualifiedTips),
    overtime: any((person) => person.overtimePremium),
    "car-loan": household.carLoanInterest > 0,
    "estimated-federal": household.estimatedTaxPaid > 0,
    "estimated-new-york": paidNewYorkEstimatedTax,
    itin: false,
    "business-return": false,
    payroll: false,
    "sales-tax": false,
  };
  return ANSWERS.filter((answer) => held[answer]);
}

/** "What to bring", opened with the answers the estimate has of `household` (none while the form cannot be read). */
export const whatToBringLink = (household?: Household) => `/what-to-bring${queryOfAnswers(household ? answersFromHousehold(household) : [])}`;

/** What `documentsFor` needs of a document. */
export interface BroughtDocument {
  id: string;
  bringIf: readonly string[];
}

/** The documents a household brings: those everyone brings, then those its answers bring in, each in the content's order. */
export function documentsFor<Document extends BroughtDocument>(documents: readonly Document[], answers: readonly string[]) {
  const held = new Set(answers.filter(isAnswer));
  return {
    everyone: documents.filter((document) => document.bringIf.includes(EVERYONE)),
    yours: documents.filter((document) => !document.bringIf.includes(EVERYONE) && document.bringIf.some((answer) => held.has(answer as Answer))),
  };
}
