import {
  boolean,
  date,
  integer,
  line,
  list,
  optional,
  passage,
  texts,
  untranslated,
  type ContentOf,
  type FileContentType,
  type JointCheck,
} from "../declare";
import { DUE_RULES, LETTER_SENDERS } from "../../letters/rules";
import { isBlank, isYamlMap, type YamlMap } from "../yaml";
import { officialSources, publishers } from "./common";

/** The publishers whose pages a letter may cite: the IRS (its Taxpayer Advocate too) and New York's tax department. */
const SENDERS = publishers(["irs.gov", "tax.ny.gov"], "a letter cites only its sender's own pages");
export const isOfficialLetterLink = SENDERS.isOn;

const officialLink = SENDERS.link;

/** A link of the letters content that is not the IRS's or New York's own page, as a problem at `path`. */
const offOfficialPage = SENDERS.offPage;

/** Sources of the page's general answers, each the IRS's or New York's own page, in English and where it has one in Spanish. */
const pageSources = SENDERS.sources;

/**
 * A letter's due-date rule must be one the page can read (a number of days where it counts days), and every page it
 * cites must be the IRS's or New York's own.
 */
const letterRules: JointCheck = (letter, document) => {
  const problems = [];
  const numbersOf = (entry: YamlMap): string[] =>
    [entry.number, ...(Array.isArray(entry.otherNumbers) ? (entry.otherNumbers as unknown[]) : [])]
      .filter((n): n is string => typeof n === "string")
      .map((n) => n.trim().toUpperCase());
  const everyNumber = (Array.isArray(document.letters) ? document.letters : []).flatMap((entry: YamlMap) => numbersOf(entry));
  const repeated = numbersOf(letter).filter((n) => everyNumber.filter((other) => other === n).length > 1);
  if (repeated.length > 0)
    problems.push({ path: "number", message: `${repeated.join(", ")} is the number of another letter too: a number leads to one letter.` });
  const rule = letter.dueRule;
  const days = letter.dueDays;
  if (rule === "days after the letter's date" && isBlank(days)) {
    problems.push({ path: "dueDays", message: "is required when the letter is due a number of days after its date: write how many." });
  }
  if (rule === "no fixed date" && !isBlank(days)) {
    problems.push({
      path: "dueDays",
      message: "says a number of days, but the rule is “no fixed date”: remove it, or pick the rule that counts days.",
    });
  }
  const links: [string, unknown][] = [
    ["officialPage", letter.officialPage],
    ["officialPageEs", letter.officialPageEs],
    ...(Array.isArray(letter.sources) ? (letter.sources as unknown[]) : []).flatMap((source, index): [string, unknown][] =>
      isYamlMap(source)
        ? [
            [`sources[${index}].url`, source.url],
            [`sources[${index}].urlEs`, source.urlEs],
          ]
        : [],
    ),
  ];
  return [...problems, ...links.flatMap(([path, url]) => offOfficialPage(path, url))];
};

export const letters = {
  name: "letters",
  label: "Letters from the IRS and New York",
  description: "The notices and letters the “Got a letter?” page explains: what each is, what to do, and by when.",
  fileLabel: "Notices and letters",
  path: "letters/letters.yaml",
  typeName: "Letters",
  fields: {
    answeredBy: untranslated(
      line("Service that answers a letter", {
        format: "key",
        namesService: true,
        hint: "The key of the service (Services) a visitor asks for to have the firm answer the letter, for example cpa-consultation. The contact form chooses it.",
      }),
    ),
    irsPhone: untranslated(
      line("The IRS's phone number", {
        format: "phone",
        hint: "The number “Is the letter real?” tells a visitor to call, as the IRS prints it on its page “Understanding your IRS notice or letter”.",
      }),
    ),
    unknownLetterSources: pageSources(
      "Sources of the answer to an unknown letter",
      "The IRS's pages the answer for a number the page does not know quotes (“What most IRS letters ask”).",
    ),
    scamCheckSources: pageSources(
      "Sources of “Is the letter real?”",
      "The IRS's and New York's pages the scam check's points quote, in English or in Spanish: each language's points come from one of them.",
    ),
    letters: list(
      "Notices and letters",
      "letter",
      {
        number: untranslated(line("Number", { hint: "As printed on the letter, usually in a top corner: CP2000, LT11, DTF-948." })),
        otherNumbers: optional(
          untranslated(
            texts(
              "Other numbers",
              { name: "number", label: "Number", widget: "string" },
              { hint: "Numbers of the same letter: Letter 1058 beside LT11." },
            ),
          ),
        ),
        sender: line("Sent by", { oneOf: LETTER_SENDERS }),
        title: line("Title", { hint: "The letter's official name." }),
        summary: passage("What it is", { hint: "In plain words, two or three sentences." }),
        steps: texts("What to do, in order", { name: "step", label: "Step", widget: "text" }),
        dueAction: line("What is due", { hint: "What the visitor does by the due date, as a verb: Reply, Pay, Ask for a hearing." }),
        dueRule: line("Due date", { oneOf: DUE_RULES }),
        dueDays: optional(
          integer("Days after the letter's date", {
            min: 1,
            max: 365,
            hint: "Calendar days from the date printed on the letter. With “the date printed on the letter”, where the IRS says how it sets that date.",
          }),
        ),
        nextBusinessDay: optional(
          boolean("A weekend or holiday moves it", {
            hint: "Only where the law says so (Internal Revenue Code section 7503): the next business day.",
          }),
        ),
        ifIgnored: passage("If nothing is done"),
        officialPage: officialLink("Official page", "The sender's own page for this letter."),
        officialPageEs: optional(officialLink("Official page in Spanish", "Only where the sender has the page in Spanish.")),
        sources: officialSources("Official sources", "The pages each rule and figure above comes from."),
        reviewed: date("Last checked", { hint: "The day the letter's facts were last checked against their sources." }),
      },
      { summary: "{{fields.number}}: {{fields.title}}", uniqueName: "inList", check: letterRules },
    ),
  },
} satisfies FileContentType;

export type Letters = ContentOf<typeof letters>;
export type Letter = Letters["letters"][number];
