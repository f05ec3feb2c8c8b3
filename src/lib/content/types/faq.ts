import { line, list, passage, type FileContentType } from "../declare";

export const FAQ_CATEGORIES = [
  "Individual Taxes",
  "Business Services",
  "General Tax Info",
  "Pricing & Engagement",
  "Tax Issues",
] as const;

export const faq: FileContentType = {
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
      },
      { summary: "{{fields.question}}", uniqueName: "inList" },
    ),
  },
};
