import { group, line, list, optional, passage, texts, type ContentOf, type FileContentType } from "../declare";
import { SUMMARY_LENGTH, titledText } from "./common";

export const about = {
  name: "about",
  label: "About page",
  description: "The words on the about page.",
  fileLabel: "About page",
  path: "about/about.yaml",
  typeName: "About",
  pageHead: { description: "intro.text" },
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
    credentials: group("Licenses and registrations", {
      title: line("Heading"),
      text: passage("Text", { hint: "One or two sentences above the list." }),
      items: list(
        "Licenses and registrations",
        "credential",
        {
          title: line("Name", {
            hint: "As the issuer names it, for example: Authorized IRS e-file Provider. Words only: no logo of the IRS or any agency.",
          }),
          meaning: passage("What it means", {
            hint: "In plain words, what it allows and who grants it. Never imply that a government agency endorses the firm.",
          }),
          verifyUrl: optional(
            line("Address to verify it", {
              format: "link",
              pattern: ["^https://", "A full address starting with https://"],
              hint: "The issuer's own public search, where a visitor can check it (New York's license verification for a CPA license). Leave empty where there is none.",
            }),
          ),
        },
        { summary: "{{fields.title}}", uniqueName: "inList" },
      ),
    }),
    testimonials: group("Testimonials section", { title: line("Heading") }),
    team: group("Team", titledText),
  },
} satisfies FileContentType;

export type About = ContentOf<typeof about>;
export type Credential = About["credentials"]["items"][number];
