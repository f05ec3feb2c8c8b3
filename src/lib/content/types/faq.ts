import { date, line, list, optional, passage, type ContentOf, type FileContentType, type JointCheck } from "../declare";
import { isBlank } from "../yaml";
import { officialSources } from "./common";

export const FAQ_CATEGORIES = ["Individual Taxes", "Business Services", "General Tax Info", "Pricing & Engagement", "Tax Issues"] as const;

/** Sources and the day they were last checked go together: a cited answer says when it was reviewed. */
const sourcesReviewed: JointCheck = (question) => {
  const [hasSources, hasDate] = [!isBlank(question.sources), !isBlank(question.reviewed)];
  if (hasSources === hasDate) return [];
  const message = hasSources
    ? "is required with sources: write the day the answer was last checked against them."
    : "needs the sources it was checked against: add them, or remove the date.";
  return [{ path: hasSources ? "reviewed" : "sources", message }];
};

export const faq = {
  name: "faq",
  label: "FAQ",
  description: "The questions and answers on the FAQ page.",
  fileLabel: "Questions and answers",
  path: "faq/faq.yaml",
  typeName: "Faq",
  fields: {
    questions: list(
      "Questions",
      "question",
      {
        question: line("Question"),
        answer: passage("Answer", { hint: "Leave an empty line between paragraphs." }),
        category: line("Category", {
          oneOf: FAQ_CATEGORIES,
          hint: "Not shown on the page; it keeps the questions organised.",
        }),
        sources: optional(
          officialSources(
            "Official sources",
            "For an answer that states a tax rule, a date or a figure: the official pages it comes from, shown under the answer.",
          ),
        ),
        reviewed: optional(date("Last reviewed", { hint: "The day the answer was last checked against its sources. Needed with sources." })),
      },
      { summary: "{{fields.question}}", uniqueName: "inList", check: sourcesReviewed },
    ),
  },
} satisfies FileContentType;

export type Faq = ContentOf<typeof faq>;
export type Question = Faq["questions"][number];
