import { group, line, list, optional, texts, untranslated } from "../declare";
import { ANSWER_COUNTS } from "../../planFinder/rules";

const KEYS = ["^[a-z0-9]+(-[a-z0-9]+)*$", "Keys: lowercase letters, digits and hyphens, like self-employment"] as const;
const answerKeys = (label: string, hint: string) =>
  optional(untranslated(texts(label, { name: "answer", label: "Answer key", widget: "string" }, { hint })));

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
  { check: "planFinder" },
);
