import { choices, date, integer, line, list, passage, type ContentOf, type FileContentType, type JointProblem } from "../declare";
import { BRINGERS } from "../../whatToBring/answers";
import { officialSources } from "./common";

/** The agencies a document's source may be: the IRS, New York's tax department, Social Security and the Marketplace. */
const OFFICIAL_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(irs\.gov|tax\.ny\.gov|ssa\.gov|healthcare\.gov)(\/|$)/;
export const isOfficialDocumentSource = (url: string): boolean => OFFICIAL_HOSTS.test(url.trim());

/** A source that is not an agency's own page, as a problem of its address. */
const offOfficialPage = (source: Record<string, unknown>): JointProblem[] =>
  (["url", "urlEs"] as const).flatMap((field) => {
    const url = source[field];
    return typeof url === "string" && url.trim() !== "" && !isOfficialDocumentSource(url)
      ? [
          {
            path: field,
            message: `is not a page of irs.gov, tax.ny.gov, ssa.gov or healthcare.gov: a document is cited from the agency's own page (${url.trim()}).`,
          },
        ]
      : [];
  });

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
        sources: officialSources(
          "Official sources",
          "The agency's own page about the document: irs.gov, tax.ny.gov, ssa.gov or healthcare.gov. At least one; the content check refuses any other site.",
          (source) => offOfficialPage(source),
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
