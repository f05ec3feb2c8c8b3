import { group, line, list, optional, texts, untranslated, type JointCheck, type ValueOf } from "../declare";
import { finderProblems } from "../../planFinder/check";
import { ANSWER_COUNTS } from "../../planFinder/rules";
import { keyOf } from "../translation";
import { isYamlMap, type YamlMap } from "../yaml";

const KEYS = ["^[a-z0-9]+(-[a-z0-9]+)*$", "Keys: lowercase letters, digits and hyphens, like self-employment"] as const;
const answerKeys = (label: string, hint: string) =>
  optional(untranslated(texts(label, { name: "answer", label: "Answer key", widget: "string" }, { hint })));

/**
 * The plan finder's keys, and every combination of its answers leading to a plan of the file's sections
 * (src/lib/planFinder/check.ts), once its questions and rules have the fields they need (told elsewhere otherwise).
 */
const everyAnswerLeadsToAPlan: JointCheck = (finder, document) => {
  if (!isFinder(finder)) return [];
  const sections: unknown = document.sections;
  const planKeys = (Array.isArray(sections) ? sections : []).flatMap((section: unknown) =>
    isYamlMap(section) && Array.isArray(section.plans) ? section.plans.map((plan: unknown) => keyOf(plan)).filter((key) => key !== undefined) : [],
  );
  return finderProblems(finder, planKeys);
};

const hasTexts = (value: unknown, names: readonly string[]) => isYamlMap(value) && names.every((name) => typeof value[name] === "string");
const listOf = (value: unknown, each: (item: unknown) => boolean) => Array.isArray(value) && value.every(each);
const isKeyList = (value: unknown) => value === undefined || value === null || listOf(value, (key) => typeof key === "string");

function isFinder(finder: YamlMap): finder is YamlMap & PlanFinder {
  const isQuestion = (question: unknown) =>
    hasTexts(question, ["id", "text"]) && listOf((question as YamlMap).answers, (answer) => hasTexts(answer, ["id", "label"]));
  const isRule = (rule: unknown) => hasTexts(rule, ["id", "leadsTo"]) && isKeyList((rule as YamlMap).whenAll) && isKeyList((rule as YamlMap).whenAny);
  return listOf(finder.questions, isQuestion) && listOf(finder.rules, isRule);
}

/**
 * "Which plan fits me?" on the pricing page: its questions, asked one at a time, and the rules that turn the answers
 * into a plan of the pricing sections. The content check tries every combination of answers (src/lib/planFinder/).
 */
export const planFinder = group(
  "Plan finder (“Which plan fits me?”)",
  {
    title: line("Title"),
    intro: line("Introduction", { hint: "One sentence under the title: what the finder does, and that nothing is stored or sent." }),
    questions: list(
      "Questions",
      "question",
      {
        text: line("Question"),
        choose: line("Answers a visitor may choose", {
          oneOf: ANSWER_COUNTS,
          hint: "one: a single answer (round buttons); several: all that apply, none included (tick boxes).",
        }),
        askedAfter: optional(
          untranslated(
            line("Asked only after the answer", {
              pattern: KEYS,
              hint: "The key of an answer of an earlier question; leave empty to ask everyone. For example business.",
            }),
          ),
        ),
        answers: list(
          "Answers",
          "answer",
          {
            label: line("Answer"),
            echo: line("Said back in the result", { hint: "How the result repeats this answer, for example “You have self-employment income”." }),
          },
          { summary: "{{fields.label}}" },
        ),
      },
      { summary: "{{fields.text}}", ordered: true },
    ),
    rules: list(
      "Rules (the first that fits decides)",
      "rule",
      {
        whenAll: answerKeys("Fits when every one of these answers is chosen", "Answer keys; leave empty for no such condition."),
        whenAny: answerKeys("…and when at least one of these is chosen", "Answer keys; leave empty for no such condition."),
        leadsTo: untranslated(line("Plan it names", { pattern: KEYS, hint: "The key of a plan above, for example deluxe-filing." })),
        reason: line("Why, in a few words", {
          hint: "Shown as the reason for the plan, and beside the plan when a cheaper plan says what would raise its price: “Self-employment income, or more than one state”.",
        }),
      },
      { summary: "{{fields.leadsTo}}: {{fields.reason}}", ordered: true },
    ),
  },
  { check: everyAnswerLeadsToAPlan },
);

export type PlanFinder = ValueOf<typeof planFinder>;
