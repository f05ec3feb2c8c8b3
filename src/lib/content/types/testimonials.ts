import { line, list, passage, untranslated, type FileContentType } from "../declare";

export const testimonials: FileContentType = {
  name: "testimonials",
  label: "Testimonials",
  description: "What clients say, on the home and about pages.",
  fileLabel: "Testimonials",
  path: "testimonials/testimonials.yaml",
  typeName: "Testimonials",
  fields: {
    testimonials: list(
      "Testimonials",
      "testimonial",
      {
        quote: passage("Quote"),
        author: untranslated(line("Client", { hint: "First name and initial, with the client's permission." })),
        company: line("Business or role"),
      },
      { summary: "{{fields.author}}" },
    ),
  },
};
