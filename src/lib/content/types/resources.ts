import { line, list, type ContentOf, type FileContentType } from "../declare";
import { spanishAddress } from "./common";

export const resources = {
  name: "resources",
  label: "Resource links",
  description: "The official pages listed on the FAQ page.",
  fileLabel: "Resource links",
  path: "resources/resources.yaml",
  typeName: "Resources",
  fields: {
    resources: list(
      "Links",
      "resource",
      {
        title: line("Title"),
        url: line("Address", { format: "link", pattern: ["^https://", "A full address starting with https://"] }),
        urlEs: spanishAddress,
        description: line("Description"),
      },
      { summary: "{{fields.title}}", uniqueName: "inList" },
    ),
  },
} satisfies FileContentType;

export type Resources = ContentOf<typeof resources>;
export type Resource = Resources["resources"][number];
