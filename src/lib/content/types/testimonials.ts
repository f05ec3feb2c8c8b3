import { line, list, passage, untranslated, type ContentOf, type FileContentType } from "../declare";

export const testimonials = {
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
} satisfies FileContentType;

export type Testimonials = ContentOf<typeof testimonials>;
export type Testimonial = Testimonials["testimonials"][number];
