import { group, line, list, passage, type ContentOf, type FileContentType } from "../declare";
import { titledText } from "./common";

export const home = {
  name: "home",
  label: "Home page",
  description: "The words on the home page.",
  fileLabel: "Home page",
  path: "home/home.yaml",
  typeName: "Home",
  fields: {
    hero: group("Opening", { title: line("Main heading"), subtitle: line("Subheading"), text: passage("Text") }),
    whyChoose: group("Why choose us", {
      title: line("Heading"),
      intro: line("Introduction"),
      points: list("Points", "point", titledText, { summary: "{{fields.title}}" }),
    }),
    services: group("Services section", { title: line("Heading"), intro: line("Introduction") }),
    deadlines: group("Tax deadlines band", {
      title: line("Heading"),
      text: passage("Text"),
      linkLabel: line("Link text", { hint: "The button to the tax deadlines page." }),
    }),
    estimator: group("Tax estimate band", {
      title: line("Heading"),
      text: passage("Text"),
      linkLabel: line("Link text", { hint: "The button to the tax estimate page." }),
    }),
    testimonials: group("Testimonials section", { title: line("Heading"), linkLabel: line("Link text") }),
    cta: group("Closing invitation", {
      title: line("Heading"),
      text: passage("Text"),
      phoneLabel: line("Words before the phone number"),
    }),
  },
} satisfies FileContentType;

export type Home = ContentOf<typeof home>;
