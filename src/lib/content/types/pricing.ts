import { boolean, group, line, list, optional, texts, untranslated, type FileContentType } from "../declare";
import { ESTIMATE_FITS } from "../../tax/fittingPlan";

export const pricing: FileContentType = {
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
            features: texts("What is included", { name: "feature", label: "Item", widget: "string" }),
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
                hint: "A page of the site, for example /contact?service=Individual Tax Filings",
              }),
            }),
          },
          { summary: "{{fields.title}} – {{fields.price}}", uniqueName: "inFile" },
        ),
      },
      { summary: "{{fields.title}}" },
    ),
  },
};
