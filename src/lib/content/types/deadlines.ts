import { boolean, date, integer, line, list, passage, type ContentOf, type FileContentType } from "../declare";
import { AUDIENCES } from "../../deadlineAudiences";
import { spanishAddress } from "./common";

export const deadlines = {
  name: "deadlines",
  label: "Tax deadlines",
  description: "The tax-deadline calendar: each date, what is due, for whom, its official source and our own cut-off.",
  preview: true,
  fileLabel: "Tax deadlines",
  path: "deadlines/deadlines.yaml",
  typeName: "Deadlines",
  fields: {
    intro: passage("Introduction", { hint: "The sentence under the page's heading." }),
    reviewed: date("Last checked", { hint: "The day someone last checked every date against its official source." }),
    deadlines: list(
      "Deadlines",
      "deadline",
      {
        taxYear: integer("Tax year", {
          min: 2000,
          max: 2100,
          hint: "The tax year this deadline belongs to: 2026 for the return of 2026 filed in 2027, and for the estimated payments of 2026.",
        }),
        title: line("Title", {
          hint: "Short and different from every other, for example: Fourth estimated tax payment for 2026.",
        }),
        date: date("Deadline", {
          businessDay: true,
          hint: "The day it is due, as the official source gives it. A deadline on a weekend or holiday moves to the next business day.",
        }),
        confirmed: boolean("Date confirmed", {
          default: true,
          hint: 'On once the official source gives this very date. Off shows it as "Expected", worked out from the rules until the source publishes it.',
        }),
        audience: line("For", { oneOf: AUDIENCES, hint: "Which filter shows it." }),
        form: line("Form", { hint: "For example: Form 1040-ES." }),
        due: passage("What is due", { hint: "What must be filed or paid, in a sentence or two." }),
        who: passage("Who it concerns"),
        cutoff: date("Our cut-off", {
          notAfter: "date",
          hint: "The day we need the client's documents by. It may not be later than the deadline.",
        }),
        send: line("What to send us", { hint: 'Completes "Send us … by <cut-off>", for example: your W-2s, 1099s and receipts.' }),
        source: line("Official source", { format: "link", hint: "The address of the official page that gives the date (https://…)." }),
        sourceEs: spanishAddress,
        sourceLabel: line("Official source's name", { hint: "For example: IRS Publication 509." }),
      },
      { summary: "{{fields.date}} {{fields.title}}", uniqueName: "inList" },
    ),
  },
} satisfies FileContentType;

export type Deadlines = ContentOf<typeof deadlines>;
export type DeadlineEntry = Deadlines["deadlines"][number];
