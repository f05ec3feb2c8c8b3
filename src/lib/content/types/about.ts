import { group, line, list, passage, texts, type FileContentType } from "../declare";
import { SUMMARY_LENGTH, titledText } from "./common";

export const about: FileContentType = {
  name: "about",
  label: "About page",
  description: "The words on the about page.",
  fileLabel: "About page",
  path: "about/about.yaml",
  typeName: "About",
  fields: {
    intro: group("Opening", {
      title: line("Title"),
      text: passage("Text", {
        length: SUMMARY_LENGTH,
        hint: "Also the page's description in search results: one sentence of 70 to 155 characters.",
      }),
    }),
    story: group("Our story", {
      title: line("Heading"),
      paragraphs: texts("Paragraphs", { name: "paragraph", label: "Paragraph", widget: "text" }),
    }),
    values: group("Values", {
      title: line("Heading"),
      items: list("Values", "value", titledText, { summary: "{{fields.title}}" }),
    }),
    stats: group("Figures", { title: line("Heading"), yearsLabel: line("Label of the years in operation") }),
    testimonials: group("Testimonials section", { title: line("Heading") }),
    team: group("Team", titledText),
  },
};
