import { group, line, passage, texts, type ContentOf, type FileContentType } from "../declare";
import { SUMMARY_LENGTH } from "./common";

const points = (label: string, item: string) =>
  group(label, { title: line("Heading"), items: texts(label, { name: item, label: "Item", widget: "text" }) });

export const booking = {
  name: "booking",
  label: "Book a consultation page",
  description: "The words on the Book a consultation page: the free 15-minute call, what to have ready, and the paid consultation.",
  fileLabel: "Book a consultation page",
  path: "booking/booking.yaml",
  typeName: "Booking",
  pageHead: { title: "intro.title", description: "intro.text" },
  fields: {
    intro: group("Opening", {
      title: line("Title"),
      text: passage("Text", {
        length: SUMMARY_LENGTH,
        hint: "Also the page's description in search results: one sentence of 50 to 160 characters.",
      }),
    }),
    covers: points("What the free call covers", "point"),
    notCovered: points("What the free call does not cover", "point"),
    prepare: points("What to have ready", "thing to have ready"),
    paid: group("The paid consultation", {
      title: line("Heading"),
      text: passage("Text", { hint: "What the paid consultation gives that the free call does not. Its price comes from the pricing page." }),
      service: line("Service and plan", {
        format: "key",
        namesService: true,
        hint: "The key of the service (Services) and of the plan (Pricing) that is the paid consultation, for example cpa-consultation. Its name and price are shown from there, and the contact form chooses that service.",
      }),
    }),
    schedule: group("Booking", {
      title: line("Heading"),
      text: passage("Text", {
        hint: "Above the button. The button leads to the online booking page (Firm details), or to the contact form where none is set.",
      }),
      button: line("Button text"),
      alternatives: passage("Other ways", { hint: "Beside the phone number and the contact form, which are always shown." }),
    }),
  },
} satisfies FileContentType;

export type Booking = ContentOf<typeof booking>;
