import { boolean, group, line, list, optional, texts, untranslated, type ContentOf, type FileContentType } from "../declare";
import { planFinder } from "./planFinder";
import { COMPARED_ANSWERS, comparisonProblems } from "../../pricing/comparison";
import { ESTIMATE_FITS } from "../../tax/fittingPlan";

export const pricing = {
  name: "pricing",
  label: "Pricing",
  description: "The plans on the pricing page, in their sections.",
  fileLabel: "Pricing plans",
  path: "pricing/pricing.yaml",
  typeName: "Pricing",
  fields: {
    sections: list(
      "Sections",
      "section",
      {
        title: line("Section title"),
        description: line("Section description"),
        comparedRows: optional(
          list(
            "Compared rows",
            "row",
            { label: line("What is compared", { hint: "A row of the comparison table, for example “State returns”." }) },
            { summary: "{{fields.label}}", uniqueName: "inList" },
          ),
        ),
        plans: list(
          "Plans",
          "plan",
          {
            title: line("Plan name"),
            price: line("Price", {
              format: "price",
              hint: "$99 shows as “$99 /one-time”; $250/hr shows its unit; write Custom for a quote.",
              pattern: ["^(\\$[0-9][0-9,]*(\\.[0-9]{2})?(/[A-Za-z -]+)?|Custom)$", "Write a price like $99, $250/hr or Custom"],
            }),
            description: line("Description"),
            comparison: optional(
              list(
                "Compared rows: what this plan includes",
                "answer",
                {
                  answer: line("Included?", {
                    oneOf: COMPARED_ANSWERS,
                    hint: "included, not included, or limit (then write the limit below).",
                  }),
                  limit: optional(
                    line("The limit, in words", { hint: "Only with limit: for example “One state” or “Fewer than 25 transactions a month”." }),
                  ),
                },
                {
                  summary: "{{fields.id}}: {{fields.answer}} {{fields.limit}}",
                  keyHint: "The key of the section's compared row this answers, for example state-returns. Every plan answers every row.",
                },
              ),
            ),
            features: optional(
              texts(
                "Also included",
                { name: "feature", label: "Item", widget: "string" },
                { hint: "What the card lists after the compared rows, which the table does not compare." },
              ),
            ),
            popular: boolean("Mark as most popular", { default: false }),
            estimateFit: optional(
              untranslated(
                line("Named by the tax estimate for", {
                  oneOf: ESTIMATE_FITS,
                  hint: "The household the tax estimate suggests this plan to. Give each choice to one plan; leave empty for plans it never suggests.",
                }),
              ),
            ),
            cta: group("Button", {
              label: line("Button text"),
              link: line("Button leads to", {
                format: "link",
                hint: "A page of the site, for example /contact?service=individual-tax-filings (the contact form with a service chosen by its key)",
              }),
            }),
          },
          { summary: "{{fields.title}} – {{fields.price}}", uniqueName: "inFile" },
        ),
      },
      { summary: "{{fields.title}}", uniqueName: "inList", check: comparisonProblems },
    ),
    finder: planFinder,
  },
} satisfies FileContentType;

export type Pricing = ContentOf<typeof pricing>;
export type PricingSection = Pricing["sections"][number];
export type Plan = PricingSection["plans"][number];
