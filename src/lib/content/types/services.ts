import { accents } from "../../../theme/tokens";
import { line, list, passage, texts, type FileContentType } from "../declare";

export const SERVICE_ICONS = ["individual", "business", "incorporation", "bookkeeping", "payroll", "itin", "planning", "consultation"] as const;

export const services: FileContentType = {
  name: "services",
  label: "Services",
  description: "The services on the home and services pages, and in the contact form's list.",
  fileLabel: "Services",
  path: "services/services.yaml",
  typeName: "Services",
  fields: {
    services: list(
      "Services",
      "service",
      {
        title: line("Title"),
        summary: passage("Short description", { hint: "One sentence, for the card on the home page." }),
        description: passage("Full description", { hint: "Two or three sentences, for the services page." }),
        features: texts("Key features", { name: "feature", label: "Feature", widget: "string" }),
        accent: line("Accent colour", { oneOf: Object.keys(accents) }),
        icon: line("Icon", { oneOf: SERVICE_ICONS }),
      },
      { summary: "{{fields.title}}", uniqueName: "inList" },
    ),
  },
};
