import { date, integer, line, list, optional, passage, type ContentOf, type FileContentType } from "../declare";
import { publishers, spanishAddress } from "./common";

/** The agencies whose refunds and record rules the page gives: the IRS and New York's tax department. */
const AGENCIES = publishers(["irs.gov", "tax.ny.gov"], "a refund tracker or a rule for records is cited from the agency's own page");

/** How long to keep records, in one situation: the agency's rule, in its own words, and where it says so. */
const recordRules = (label: string, hint: string) =>
  list(
    label,
    "rule",
    {
      situation: line("When", { hint: "The situation, as the agency puts it: You file a claim for a loss from worthless securities." }),
      keep: line("Keep records", { hint: "For how long: 3 years; 7 years; Indefinitely." }),
      years: optional(
        integer("Years from filing", {
          min: 1,
          max: 20,
          hint: "Where the period counts from the day the return was filed: the number of years, which the page's calculator adds. Leave empty where it counts from something else (the tax's payment, the sale of a property) or never ends.",
        }),
      ),
      sources: AGENCIES.sources("Official sources", `The agency's own page with the rule: ${AGENCIES.names}.`),
    },
    { summary: "{{fields.situation}}: {{fields.keep}}", hint },
  );

export const afterFiling = {
  name: "afterFiling",
  label: "After you file",
  description: "The After you file page: where a refund can be followed, and how long to keep the records of a return.",
  fileLabel: "After you file",
  path: "after-filing/after-filing.yaml",
  typeName: "AfterFiling",
  preview: true,
  fields: {
    reviewed: date("Last checked", { hint: "The day someone last checked every tracker and rule against its official source." }),
    refunds: list(
      "Refund trackers",
      "tracker",
      {
        agency: line("Agency", { hint: "The IRS; New York State Department of Taxation and Finance." }),
        tool: line("Tool", { hint: "The tracker's name as the agency writes it in this language: Where's My Refund?" }),
        url: AGENCIES.link("Address", "The tracker's own page, in English."),
        urlEs: spanishAddress,
        notes: passage("What to know", { hint: "As the agency says it: when the status shows, how often it changes, whom to call." }),
        need: passage("What you need", { hint: "What the tracker asks for: your Social Security number or ITIN, your filing status…" }),
        sources: AGENCIES.sources("Official sources", `The agency's own pages: ${AGENCIES.names}.`),
      },
      {
        summary: "{{fields.tool}}",
        check: (tracker) => [...AGENCIES.offPage("url", tracker.url), ...AGENCIES.offPage("urlEs", tracker.urlEs)],
      },
    ),
    records: recordRules("How long to keep records (IRS)", "The IRS's periods: the usual three years, then each exception."),
    newYorkRecords: recordRules("How long to keep records (New York)", "New York's rules, where they differ from the IRS's or add to them."),
  },
} satisfies FileContentType;

export type AfterFiling = ContentOf<typeof afterFiling>;
export type RecordRule = AfterFiling["records"][number];
export type RefundTracker = AfterFiling["refunds"][number];
