import { describe, expect, it } from "vitest";
import {
  ANSWERS,
  ANSWER_GROUPS,
  answersFromHousehold,
  answersFromQuery,
  documentsFor,
  queryOfAnswers,
  whatToBringLink,
  type Answer,
} from "./answers";
import { household, person } from "../tax/fixtures/households";

/*
 * Documents of the tests' own, each brought by the answers that make it needed. The line of the return or the form
 * that needs it is quoted, with the address of the instructions it was read in, in docs/tax-season/research-2.md (§4)
 * and research.md (§1.3).
 */
const DOCUMENTS = [
  { id: "photo-id", bringIf: ["everyone"] },
  { id: "last-return", bringIf: ["everyone"] },
  // Form 1040, line 1a: "Total amount from Form(s) W-2, box 1"; the tips and overtime of Schedule 1-A are read from it.
  { id: "w-2", bringIf: ["job", "tips", "overtime"] },
  // Schedule C's gross receipts: Forms 1099-NEC and 1099-K report what a business was paid.
  { id: "1099-nec", bringIf: ["business"] },
  { id: "1099-k", bringIf: ["card-payments", "business", "rental"] },
  // Form 1040, lines 2b and 3b: taxable interest and ordinary dividends.
  { id: "1099-int", bringIf: ["investments"] },
  { id: "1099-div", bringIf: ["investments"] },
  // Form 8949 and Schedule D: sales, of securities (1099-B) and of digital assets (1099-DA).
  { id: "1099-b", bringIf: ["investments"] },
  { id: "1099-da", bringIf: ["crypto"] },
  // Schedule E, Part I: rents received and the expenses of the property.
  { id: "rental-records", bringIf: ["rental"] },
  // Form 1040, lines 4–6: IRA, pension and Social Security benefits.
  { id: "1099-r", bringIf: ["retirement"] },
  { id: "ssa-1099", bringIf: ["retirement"] },
  // Schedule 1, line 7: unemployment compensation, from Form 1099-G.
  { id: "1099-g", bringIf: ["unemployment"] },
  // Form 2441: each care provider's name, address and taxpayer identification number.
  { id: "child-care-provider", bringIf: ["child-care", "dependents"] },
  // Form 8863: the school's Form 1098-T; Schedule 1, line 21: student loan interest from Form 1098-E.
  { id: "1098-t", bringIf: ["school"] },
  { id: "1098-e", bringIf: ["school"] },
  // Form 8962: the premium tax credit is worked from Form 1095-A.
  { id: "1095-a", bringIf: ["marketplace"] },
  // Schedule A, lines 5b and 8a: property taxes and home mortgage interest (Form 1098).
  { id: "1098", bringIf: ["home", "rental"] },
  { id: "property-tax-bill", bringIf: ["home", "rental"] },
  // Schedule A, line 11: a gift of $250 or more needs the charity's written acknowledgment.
  { id: "charity-receipts", bringIf: ["charity"] },
  // Schedule 1-A, Part IV: the lender's statement of car loan interest.
  { id: "car-loan-interest", bringIf: ["car-loan"] },
  // Form 1040, line 26, and New York's Form IT-201: the estimated payments made for the year.
  { id: "1040-es", bringIf: ["estimated-federal"] },
  { id: "it-2105", bringIf: ["estimated-new-york"] },
  // Form W-7, with the documents that prove identity and foreign status.
  { id: "w-7", bringIf: ["itin"] },
  // The business's own return (Form 1120, 1120-S or 1065), its payroll returns (941, 940, W-3) and New York's ST-100.
  { id: "business-return-prior-year", bringIf: ["business-return"] },
  { id: "payroll", bringIf: ["payroll"] },
  { id: "ny-sales-tax", bringIf: ["sales-tax"] },
] as const;

const idsFor = (answers: Answer[]) => documentsFor(DOCUMENTS, answers).yours.map((document) => document.id);

describe("the documents a household's answers bring in", () => {
  it.each<[string, Answer[], string[]]>([
    ["an employee", ["job"], ["w-2"]],
    ["an employee paid tips and overtime", ["job", "tips", "overtime"], ["w-2"]],
    ["a freelancer paid by card and app", ["business", "card-payments"], ["1099-nec", "1099-k"]],
    ["an investor who sold shares and crypto", ["investments", "crypto"], ["1099-int", "1099-div", "1099-b", "1099-da"]],
    ["a landlord", ["rental"], ["1099-k", "rental-records", "1098", "property-tax-bill"]],
    ["a retiree", ["retirement"], ["1099-r", "ssa-1099"]],
    ["a family with day care and a student", ["job", "dependents", "child-care", "school"], ["w-2", "child-care-provider", "1098-t", "1098-e"]],
    ["a worker laid off, insured through the Marketplace", ["unemployment", "marketplace"], ["1099-g", "1095-a"]],
    ["a homeowner who gives to charity", ["home", "charity"], ["1098", "property-tax-bill", "charity-receipts"]],
    ["a new car bought on a loan", ["car-loan"], ["car-loan-interest"]],
    ["estimated tax paid to both", ["estimated-federal", "estimated-new-york"], ["1040-es", "it-2105"]],
    ["an ITIN to renew", ["itin"], ["w-7"]],
    [
      "a small business with employees and sales",
      ["business-return", "payroll", "sales-tax"],
      ["business-return-prior-year", "payroll", "ny-sales-tax"],
    ],
  ])("%s", (_, answers, expected) => {
    expect(idsFor(answers)).toEqual(expected);
  });

  it("lists once a document brought by several answers, in the content's order", () => {
    expect(idsFor(["rental", "home", "card-payments"])).toEqual(["1099-k", "rental-records", "1098", "property-tax-bill"]);
  });

  it("lists what everyone brings whatever the answers, and nothing else without answers", () => {
    expect(documentsFor(DOCUMENTS, []).everyone.map((document) => document.id)).toEqual(["photo-id", "last-return"]);
    expect(documentsFor(DOCUMENTS, []).yours).toEqual([]);
    expect(documentsFor(DOCUMENTS, ["job"]).everyone).toHaveLength(2);
  });

  it("ignores an answer it does not know", () => {
    expect(idsFor(["lottery" as Answer])).toEqual([]);
  });

  it("asks every answer in one group", () => {
    expect(Object.values(ANSWER_GROUPS).flat().sort()).toEqual([...ANSWERS].sort());
  });
});

describe("the answers carried in the address", () => {
  it("reads the answers it knows, once each, in the questions' order", () => {
    expect(answersFromQuery("?answers=dependents,job,lottery,job")).toEqual(["job", "dependents"]);
    expect(answersFromQuery("")).toEqual([]);
  });

  it("writes them back as the same query", () => {
    expect(queryOfAnswers(["dependents", "job"])).toBe("?answers=job,dependents");
    expect(answersFromQuery(queryOfAnswers(["dependents", "job"]))).toEqual(["job", "dependents"]);
    expect(queryOfAnswers([])).toBe("");
  });
});

describe("the answers the estimate already has", () => {
  it("an empty year answers nothing", () => {
    expect(answersFromHousehold(household())).toEqual([]);
  });

  it("reads wages, self-employment, tips and overtime from either spouse of a joint return", () => {
    const joint = household({
      filingStatus: "marriedJointly",
      filer: person({ wages: 40_000, overtimePremium: 2_000 }),
      spouse: person({ selfEmploymentProfit: 12_000, qualifiedTips: 3_000 }),
    });
    expect(answersFromHousehold(joint)).toEqual(["job", "business", "tips", "overtime"]);
  });

  it("leaves out a married-filing-separately spouse's income, which is not on the return", () => {
    const separate = household({ filingStatus: "marriedSeparately", spouse: person({ wages: 50_000 }) });
    expect(answersFromHousehold(separate)).toEqual([]);
  });

  it("reads dependents, investments, unemployment, the home, charity, a car loan and estimated tax", () => {
    const year = household({
      childrenUnder17WithoutSsn: 1,
      interest: 20,
      unemployment: 4_000,
      mortgageInterest: 9_000,
      giftsToCharity: 500,
      carLoanInterest: 1_200,
      estimatedTaxPaid: 1_000,
    });
    expect(answersFromHousehold(year, true)).toEqual([
      "investments",
      "unemployment",
      "dependents",
      "home",
      "charity",
      "car-loan",
      "estimated-federal",
      "estimated-new-york",
    ]);
  });

  it("opens What to bring with them", () => {
    expect(whatToBringLink(household({ filer: person({ wages: 30_000 }), otherDependents: 1 }))).toBe("/what-to-bring?answers=job,dependents");
    expect(whatToBringLink(undefined)).toBe("/what-to-bring");
  });

  it("takes capital gains the visitor ticked as investments", () => {
    expect(answersFromHousehold(household({ outOfScope: { capitalGains: true } }))).toEqual(["investments"]);
  });
});
