import { choices, date, integer, line, list, passage, type ContentOf, type FileContentType } from "../declare";
import { BRINGERS } from "../../whatToBring/answers";
import { publishers } from "./common";

/** The agencies a document is cited from: the IRS, New York's tax department, Social Security and the Marketplace. */
const AGENCIES = publishers(["irs.gov", "tax.ny.gov", "ssa.gov", "healthcare.gov"], "a document is cited from the agency's own page");

export const documents = {
  name: "documents",
  label: "What to bring",
  description: "The documents the “What to bring” page lists: what each is, who sends it and when, and which answers bring it in.",
  fileLabel: "Documents to bring",
  path: "documents/documents.yaml",
  typeName: "Documents",
  preview: true,
  fields: {
    taxYear: integer("Tax year", {
      min: 2000,
      max: 2100,
      hint: "The tax year whose returns the list was checked for. When the next tax year's figures are added (Tax years), check every document again and raise it.",
    }),
    reviewed: date("Last checked", { hint: "The day someone last checked every document against its official source." }),
    documents: list(
      "Documents",
      "document",
      {
        form: line("Form", { hint: "As printed: Form W-2, Form 1099-NEC, Form SSA-1099. Where there is no form, what it is: Your photo ID." }),
        name: line("Name", { hint: "The form's own name, as printed on it: Wage and Tax Statement." }),
        sender: line("Who sends it", { hint: "Your employer; the bank or broker; Social Security. “You” for what the client keeps." }),
        arrives: line("When it usually arrives", { hint: "By January 31; mid-February; with your W-2. “Any time” for what the client keeps." }),
        purpose: passage("What it is for on the return", { hint: "One or two plain sentences: what the preparer takes from it." }),
        bringIf: choices("Brought by", BRINGERS, {
          hint: "The answers that bring it in (“everyone” for what every client brings): job, business, investments…",
        }),
        sources: AGENCIES.sources(
          "Official sources",
          `The agency's own page about the document: ${AGENCIES.names}. At least one; the content check refuses any other site.`,
        ),
      },
      {
        summary: "{{fields.form}}: {{fields.name}}",
      },
    ),
  },
} satisfies FileContentType;

export type Documents = ContentOf<typeof documents>;
export type DocumentEntry = Documents["documents"][number];
