import { group, line, list, optional, type ContentOf, type FileContentType } from "../declare";
import { navLinks } from "./common";

export const navigation = {
  name: "navigation",
  label: "Menus",
  description: "The links in the header and the footer.",
  fileLabel: "Header and footer links",
  path: "navigation/navigation.yaml",
  typeName: "Navigation",
  fields: {
    header: navLinks("Header links"),
    account: navLinks("Login and Signup buttons"),
    action: group("Header call to action", {
      label: line("Button text"),
      url: line("Button leads to", { format: "link", hint: "A page of the site, for example /book." }),
    }),
    footer: list(
      "Footer columns",
      "column",
      {
        title: line("Column title"),
        sections: list("Groups of links", "section", { heading: optional(line("Group heading")), links: navLinks("Links") }),
      },
      { summary: "{{fields.title}}", uniqueName: "inList" },
    ),
    legal: navLinks("Links under the footer (privacy, terms, accessibility)"),
  },
} satisfies FileContentType;

export type Navigation = ContentOf<typeof navigation>;
