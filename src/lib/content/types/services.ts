import { line, list, passage, texts, type ContentOf, type FileContentType } from "../declare";

/** The colours an editor may give a service's card; src/theme/tokens.ts gives each its shades. */
export const SERVICE_ACCENTS = ["navy", "teal", "green", "gold", "plum", "slate"] as const;
export type AccentName = (typeof SERVICE_ACCENTS)[number];

export const SERVICE_ICONS = ["individual", "business", "incorporation", "bookkeeping", "payroll", "itin", "planning", "consultation"] as const;

export const services = {
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
        accent: line("Accent colour", { oneOf: SERVICE_ACCENTS }),
        icon: line("Icon", { oneOf: SERVICE_ICONS }),
      },
      { summary: "{{fields.title}}", uniqueName: "inList" },
    ),
  },
} satisfies FileContentType;

export type Services = ContentOf<typeof services>;
export type Service = Services["services"][number];
