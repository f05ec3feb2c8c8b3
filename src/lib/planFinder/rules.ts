/*
 * "Which plan fits me?": questions asked one at a time, and rules that turn the answers into a plan. All of it is
 * content (pricing.yaml, `finder`); answers are named by their keys, so the rules are the same in every language.
 * The rules are tried in order and the first that fits decides; the content check tries every combination of
 * answers, so none leads nowhere.
 */

/** How many answers a question takes: one (radio buttons), or all that apply, none included (tick boxes). */
export const ANSWER_COUNTS = ["one", "several"] as const;

/*
 * The finder as the rules read it: pricing.yaml's `finder`, whose declaration (src/lib/content/types/planFinder.ts)
 * hands it to the check. Its own type, so that the declaration imports the rules and never the other way.
 */

/** An answer; its `echo` is how the result repeats it: "You have self-employment income". */
export interface FinderAnswer {
  id: string;
  label: string;
  echo: string;
}

export interface FinderQuestion {
  id: string;
  text: string;
  choose: (typeof ANSWER_COUNTS)[number];
  /** The key of an answer of an earlier question, after which this one is asked. */
  askedAfter?: string | null;
  answers: readonly FinderAnswer[];
}

/** A rule: it names the plan `leadsTo` (a plan's key) when its answers are chosen. */
export interface FinderRule {
  id: string;
  leadsTo: string;
  reason: string;
  whenAll?: readonly string[] | null;
  whenAny?: readonly string[] | null;
}

export interface Finder {
  title: string;
  intro: string;
  questions: readonly FinderQuestion[];
  rules: readonly FinderRule[];
}

/** The answers chosen so far, by question key. */
export type Choices = Readonly<Record<string, readonly string[]>>;

export const choosesSeveral = (question: FinderQuestion) => question.choose === "several";

/** Every answer key chosen, of the questions that are asked. */
export function chosenKeys(questions: readonly FinderQuestion[], choices: Choices): string[] {
  return askedQuestions(questions, choices).flatMap((question) => choices[question.id] ?? []);
}

/** The questions asked, in order, given the answers so far: a question that follows an answer is asked once it is chosen. */
export function askedQuestions(questions: readonly FinderQuestion[], choices: Choices): FinderQuestion[] {
  const asked: FinderQuestion[] = [];
  const chosen = new Set<string>();
  for (const question of questions) {
    if (question.askedAfter && !chosen.has(question.askedAfter)) continue;
    asked.push(question);
    for (const key of choices[question.id] ?? []) chosen.add(key);
  }
  return asked;
}

/**
 * How many questions will be asked, given the answers to the questions before step `step`, if that is settled; undefined
 * while a later answer may still add or remove questions (before "individual or business" is answered).
 */
export function questionCount(questions: readonly FinderQuestion[], choices: Choices, step: number): number | undefined {
  const before = askedQuestions(questions, choices).slice(0, step);
  const settled = (combination: Choices) => before.every(({ id }) => sameKeys(combination[id] ?? [], choices[id] ?? []));
  const counts = new Set(
    everyCombination(questions)
      .filter(settled)
      .map((combination) => askedQuestions(questions, combination).length),
  );
  return counts.size === 1 ? [...counts][0] : undefined;
}

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key) => b.includes(key));

/** The first rule that fits the chosen answers: it has each of `whenAll`, and one of `whenAny` if it lists any. */
export function ruleFor(rules: readonly FinderRule[], chosen: readonly string[]): FinderRule | undefined {
  const has = new Set(chosen);
  return rules.find(
    ({ whenAll, whenAny }) =>
      (whenAll ?? []).every((key) => has.has(key)) && ((whenAny ?? []).length === 0 || (whenAny ?? []).some((key) => has.has(key))),
  );
}

/** Every way of answering every question asked, each as its choices. */
export function everyCombination(questions: readonly FinderQuestion[]): Choices[] {
  let combinations: Choices[] = [{}];
  for (const question of questions) {
    combinations = combinations.flatMap((choices) => {
      if (question.askedAfter && !chosenKeys(questions, choices).includes(question.askedAfter)) return [choices];
      return answerSets(question).map((keys) => ({ ...choices, [question.id]: keys }));
    });
  }
  return combinations;
}

/** The ways of answering one question: each answer, or for "several" each set of answers, the empty one included. */
function answerSets(question: FinderQuestion): string[][] {
  const keys = question.answers.map((answer) => answer.id);
  if (!choosesSeveral(question)) return keys.map((key) => [key]);
  return keys.reduce<string[][]>((sets, key) => sets.flatMap((set) => [set, [...set, key]]), [[]]);
}
