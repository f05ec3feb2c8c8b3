/*
 * The content check of the plan finder: the keys its questions and rules name exist, and every combination of
 * answers leads to a plan. Given the finder as written (checked field by field elsewhere) and the plans' keys.
 */
import type { JointProblem } from "../content/declare";
import { askedQuestions, chosenKeys, everyCombination, ruleFor, type Choices, type Finder, type FinderQuestion } from "./rules";

/** How many combinations with no rule a message lists. */
const SHOWN = 3;

export function finderProblems(finder: Finder, planKeys: readonly string[]): JointProblem[] {
  const keyProblems = [...answerKeyProblems(finder.questions), ...ruleKeyProblems(finder, planKeys)];
  // Combinations are tried only once every key is right: a misspelt key would make every one of them fail.
  return keyProblems.length > 0 ? keyProblems : combinationProblems(finder);
}

function answerKeyProblems(questions: readonly FinderQuestion[]): JointProblem[] {
  const seen = new Map<string, string>();
  return questions.flatMap((question, index) => {
    const after = question.askedAfter;
    const earlier = new Set(questions.slice(0, index).flatMap((before) => before.answers.map((answer) => answer.id)));
    const follows =
      after && !earlier.has(after)
        ? [
            {
              path: `questions[${index}].askedAfter`,
              message: `is “${after}”, which is not the key of an answer of an earlier question: correct it, or leave it empty to ask everyone.`,
            },
          ]
        : [];
    const repeated = question.answers.flatMap((answer, answerIndex) => {
      const owner = seen.get(answer.id);
      seen.set(answer.id, question.text);
      return owner === undefined
        ? []
        : [
            {
              path: `questions[${index}].answers[${answerIndex}].id`,
              message: `is “${answer.id}”, already the key of an answer of “${owner}”: rules name answers by key, so each answer needs its own.`,
            },
          ];
    });
    return [...follows, ...repeated];
  });
}

function ruleKeyProblems({ questions, rules }: Finder, planKeys: readonly string[]): JointProblem[] {
  const answerKeys = new Set(questions.flatMap((question) => question.answers.map((answer) => answer.id)));
  return rules.flatMap((rule, index) => {
    const unknownAnswers = (["whenAll", "whenAny"] as const).flatMap((field) =>
      (rule[field] ?? [])
        .map((key, item) => ({ key, item }))
        .filter(({ key }) => !answerKeys.has(key))
        .map(({ key, item }) => ({
          path: `rules[${index}].${field}[${item}]`,
          message: `is “${key}”, which is not the key of an answer: correct it to the key of one of the questions' answers.`,
        })),
    );
    const plan = planKeys.includes(rule.leadsTo)
      ? []
      : [{ path: `rules[${index}].leadsTo`, message: `is “${rule.leadsTo}”, which is not the key of a plan: write one of ${planKeys.join(", ")}.` }];
    return [...unknownAnswers, ...plan];
  });
}

/** Every combination of answers must meet a rule; a rule that no combination meets first is never used. */
function combinationProblems(finder: Finder): JointProblem[] {
  const combinations = everyCombination(finder.questions);
  const unused = new Set(finder.rules.map((rule) => rule.id));
  const unanswered: Choices[] = [];
  for (const choices of combinations) {
    const rule = ruleFor(finder.rules, chosenKeys(finder.questions, choices));
    if (rule) unused.delete(rule.id);
    else unanswered.push(choices);
  }
  const nowhere =
    unanswered.length === 0
      ? []
      : [
          {
            path: "rules",
            message: `lead nowhere for ${unanswered.length} of the ${combinations.length} ways of answering, for example ${unanswered
              .slice(0, SHOWN)
              .map((choices) => `“${describe(finder, choices)}”`)
              .join("; ")}: add a rule that fits them, or end with a rule that has no conditions.`,
          },
        ];
  const neverUsed = finder.rules.flatMap((rule, index) =>
    unused.has(rule.id)
      ? [{ path: `rules[${index}]`, message: "is never used: for every way of answering, a rule above it fits first. Move it up, or remove it." }]
      : [],
  );
  return [...nowhere, ...neverUsed];
}

/** A combination as the editor reads it: each question's answers, "none" for a question left empty. */
function describe({ questions }: Finder, choices: Choices): string {
  return askedQuestions(questions, choices)
    .map((question) => {
      const labels = question.answers.filter((answer) => (choices[question.id] ?? []).includes(answer.id)).map((answer) => answer.label);
      return `${question.text} ${labels.length > 0 ? labels.join(", ") : "none"}`;
    })
    .join(" / ");
}
