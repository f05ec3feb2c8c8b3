import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { askedQuestions, chosenKeys, everyCombination, questionCount, ruleFor, type Choices, type Finder, type FinderQuestion } from "./rules";
import { finderProblems } from "./check";
import { FIXTURE_CONTENT } from "../../node/content/testContent";
import { finderResult, inquiryLink } from "./result";

/** The pricing of the tests' own content (a copy of content/ as it once was), in English. */
const PRICING = join(FIXTURE_CONTENT, "pricing/pricing.yaml");
const finder = (load(readFileSync(PRICING, "utf8")) as { en: { finder: Finder } }).en.finder;
const planFor = (choices: Choices) => ruleFor(finder.rules, chosenKeys(finder.questions, choices))?.leadsTo;
const asked = (choices: Choices) => askedQuestions(finder.questions, choices).map((question) => question.id);

describe("the plan finder's rules (fixture content)", () => {
  it("asks the income question of individuals and the entity and volume of businesses", () => {
    expect(asked({ filer: ["individual"] })).toEqual(["filer", "income", "states", "irs"]);
    expect(asked({ filer: ["business"] })).toEqual(["filer", "entity", "volume", "states", "irs"]);
  });

  it("counts the questions once the answers so far settle it", () => {
    expect(questionCount(finder.questions, {}, 0)).toBeUndefined();
    expect(questionCount(finder.questions, { filer: ["individual"] }, 0)).toBeUndefined();
    expect(questionCount(finder.questions, { filer: ["individual"] }, 1)).toBe(4);
    expect(questionCount(finder.questions, { filer: ["business"], entity: ["partnership"] }, 2)).toBe(5);
  });

  it("names Basic Filing for wages in one state, Deluxe for investments, Premium for self-employment or several states", () => {
    const individual = { filer: ["individual"], states: ["one-state"], irs: [] };
    expect(planFor({ ...individual, income: ["wages"] })).toBe("basic-filing");
    expect(planFor({ ...individual, income: [] })).toBe("basic-filing");
    expect(planFor({ ...individual, income: ["wages", "investments"] })).toBe("deluxe-filing");
    expect(planFor({ ...individual, income: ["k1"] })).toBe("deluxe-filing");
    expect(planFor({ ...individual, income: ["wages", "rental", "self-employment"] })).toBe("premium-filing");
    expect(planFor({ ...individual, income: ["wages"], states: ["several-states"] })).toBe("premium-filing");
  });

  it("names a business plan by entity, volume and states", () => {
    const business = { filer: ["business"], entity: ["s-corporation"], states: ["one-state"], irs: [] };
    expect(planFor({ ...business, volume: ["no-bookkeeping"] })).toBe("startup-package");
    expect(planFor({ ...business, volume: ["under-25"] })).toBe("growth-package");
    expect(planFor({ ...business, volume: ["over-25"] })).toBe("enterprise-package");
    expect(planFor({ ...business, volume: ["under-25"], states: ["several-states"] })).toBe("enterprise-package");
    expect(planFor({ ...business, entity: ["sole-proprietor"], volume: ["over-25"] })).toBe("premium-filing");
  });

  it("leads an IRS notice or unfiled years to a consultation, whatever else is chosen", () => {
    expect(planFor({ filer: ["individual"], income: ["wages"], states: ["one-state"], irs: ["irs-notice"] })).toBe("cpa-consultation");
    expect(planFor({ filer: ["business"], entity: ["c-corporation"], volume: ["over-25"], states: ["one-state"], irs: ["unfiled-years"] })).toBe(
      "cpa-consultation",
    );
  });

  it("ignores the answers of a question no longer asked", () => {
    // A visitor who answered as a business, then went back and chose individual.
    const choices = { filer: ["individual"], entity: ["sole-proprietor"], volume: ["over-25"], income: ["wages"], states: ["one-state"], irs: [] };
    expect(chosenKeys(finder.questions, choices)).not.toContain("over-25");
    expect(planFor(choices)).toBe("basic-filing");
  });

  it("leads every combination of answers to a plan", () => {
    const combinations = everyCombination(finder.questions);
    expect(combinations.length).toBe(2 ** 5 * 2 * 4 + 4 * 3 * 2 * 4);
    expect(combinations.filter((choices) => planFor(choices) === undefined)).toEqual([]);
  });
});

describe("finderProblems", () => {
  const question = (id: string, choose: FinderQuestion["choose"], answers: string[], askedAfter?: string) => ({
    id,
    text: `${id}?`,
    choose,
    askedAfter,
    answers: answers.map((answer) => ({ id: answer, label: answer, echo: answer })),
  });
  const small: Finder = {
    title: "t",
    intro: "i",
    questions: [question("who", "one", ["person", "firm"]), question("extras", "several", ["notice"], "person")],
    rules: [
      { id: "notice", whenAny: ["notice"], leadsTo: "talk", reason: "r" },
      { id: "person", whenAll: ["person"], leadsTo: "basic", reason: "r" },
    ],
  };

  it("names the combinations no rule fits", () => {
    expect(finderProblems(small, ["talk", "basic"])).toEqual([
      {
        path: "rules",
        message:
          "lead nowhere for 1 of the 3 ways of answering, for example “who? firm”: add a rule that fits them, or end with a rule that has no conditions.",
      },
    ]);
  });

  it("names a question that follows an answer no earlier question has, and answer keys given twice", () => {
    const wrong = { ...small, questions: [question("who", "one", ["person", "notice"]), question("extras", "several", ["notice"], "persons")] };
    expect(finderProblems(wrong, ["talk", "basic"]).map((problem) => problem.path)).toEqual([
      "questions[1].askedAfter",
      "questions[1].answers[0].id",
    ]);
  });

  it("names a rule that is never used", () => {
    const shadowed = { ...small, rules: [{ id: "all", leadsTo: "basic", reason: "r" }, ...small.rules] };
    expect(finderProblems(shadowed, ["talk", "basic"])).toEqual([
      { path: "rules[1]", message: expect.stringMatching(/is never used/) as string },
      { path: "rules[2]", message: expect.stringMatching(/is never used/) as string },
    ]);
  });
});

describe("finderResult (fixture content)", () => {
  const pricing = (
    load(readFileSync(PRICING, "utf8")) as {
      en: { sections: { plans: { id: string; title: string; price: string; cta: { link: string } }[] }[] };
    }
  ).en.sections;

  it("names the plan, says each answer back, and lists the dearer plans of its section with their reasons", () => {
    const result = finderResult(finder, pricing, { filer: ["individual"], income: ["wages"], states: ["one-state"], irs: [] });
    expect(result?.plan.title).toBe("Basic Filing");
    expect(result?.echoes).toEqual(["You file as an individual or a family", "You have wages", "You file in one state"]);
    expect(result?.raisedBy.map(({ plan, reason }) => [plan.title, reason])).toEqual([
      ["Deluxe Filing", "Investment or rental income, or a Schedule K-1"],
      ["Premium Filing", "Self-employment income, or income in more than one state"],
    ]);
  });

  it("lists for a business the business plans above its own", () => {
    const result = finderResult(finder, pricing, {
      filer: ["business"],
      entity: ["s-corporation"],
      volume: ["no-bookkeeping"],
      states: ["one-state"],
      irs: [],
    });
    expect(result?.plan.title).toBe("Startup Package");
    expect(result?.raisedBy.map(({ plan }) => plan.title)).toEqual(["Growth Package", "Enterprise Package"]);
  });

  it("leads a notice to the consultation, with nothing above it", () => {
    const result = finderResult(finder, pricing, { filer: ["individual"], income: [], states: ["one-state"], irs: ["irs-notice"] });
    expect(result?.plan.id).toBe("cpa-consultation");
    expect(result?.raisedBy).toEqual([]);
  });

  it("links the inquiry to the contact form with the plan", () => {
    expect(inquiryLink({ id: "deluxe-filing", title: "", price: "", cta: { link: "/contact?service=individual" } })).toBe(
      "/contact?service=individual&plan=deluxe-filing",
    );
    expect(inquiryLink({ id: "x", title: "", price: "", cta: { link: "/contact" } })).toBe("/contact?plan=x");
  });
});
