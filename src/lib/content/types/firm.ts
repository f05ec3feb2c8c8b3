import {
  boolean,
  choices,
  group,
  integer,
  line,
  list,
  number,
  optional,
  untranslated,
  type ContentOf,
  type FileContentType,
  type JointCheck,
} from "../declare";
import { isClockTime } from "../formats";
import { isBlank } from "../yaml";

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** How the firm may serve clients in Spanish. */
export const SPANISH_SERVICE_WAYS = ["by phone", "in person", "by e-mail"] as const;

const CLOCK_TIME = "^([01][0-9]|2[0-3]):[0-5][0-9]$";

/** A day that is open has both its times, the closing after the opening; a day that is closed has neither. */
const openingTimes: JointCheck = (day) => {
  const times = ["opens", "closes"] as const;
  if (day.closed === true) {
    const message = 'must be left out for a day that is closed (closed: true); remove it, or remove "closed: true".';
    return times.filter((name) => !isBlank(day[name])).map((path) => ({ path, message }));
  }
  const message = 'is required for a day that is open; a day needs both "opens" and "closes", or "closed: true".';
  const problems = times.filter((name) => isBlank(day[name])).map((path) => ({ path, message }));
  const { opens, closes } = day;
  if (isClockTime(opens) && isClockTime(closes) && opens >= closes) {
    problems.push({ path: "closes", message: `must be later than the opening time (${opens}), but it is ${closes}.` });
  }
  return problems;
};

/** An address of the firm's own hosted service (its scheduler, portal, upload link, payment page), optional, over https. */
const firmsOwnPage = (label: string, hint: string) =>
  optional(line(label, { format: "link", pattern: ["^https://", "A full address starting with https://"], hint }));

export const firm = {
  name: "firm",
  label: "Firm details",
  description: "The firm's name, contact details, office, opening hours and the figures on the About page.",
  preview: true,
  fileLabel: "Firm details",
  path: "firm/firm.yaml",
  typeName: "Firm",
  fields: {
    brand: untranslated(line("Brand name", { hint: "Shown in the header, the footer and page titles." })),
    legalName: untranslated(line("Legal name", { hint: "Shown with the office address." })),
    tagline: line("Tagline", { hint: "The sentence under the logo in the footer." }),
    email: line("Contact e-mail", {
      format: "email",
      pattern: ["^[^@\\s]+@[^@\\s]+$", "Enter an e-mail address, like info@example.com"],
    }),
    phone: line("Toll-free phone", { format: "phone", hint: "As people should read it, for example (800) 555-0142." }),
    chat: group("Chat (WhatsApp)", {
      number: line("Chat number", {
        format: "phone",
        hint: "Digits only, with the country code: 12125550147.",
        pattern: ["^[0-9]{8,15}$", "Digits only, with the country code"],
      }),
      greeting: line("First message", { hint: "The message a visitor's chat starts with." }),
    }),
    address: group("Office address", {
      street: untranslated(line("Street and floor")),
      locality: untranslated(line("City")),
      region: untranslated(line("State", { hint: "Two letters, for example NY." })),
      postalCode: untranslated(line("ZIP code")),
      country: untranslated(line("Country code", { default: "US" })),
      latitude: number("Map position, latitude", { min: -90, max: 90, hint: "Where the pin goes on the map." }),
      longitude: number("Map position, longitude", { min: -180, max: 180 }),
    }),
    hours: group("Business hours", {
      timezone: line("Time zone", { default: "Eastern Time" }),
      days: list(
        "Days",
        "day",
        {
          label: line("Days as shown", { hint: "For example Monday-Friday." }),
          dayOfWeek: choices("Days of the week", WEEKDAYS),
          opens: optional(
            line("Opens", {
              format: "time",
              hint: "24-hour time, for example 09:00. Leave empty when closed.",
              pattern: [CLOCK_TIME, "24-hour time, like 09:00"],
            }),
          ),
          closes: optional(
            line("Closes", {
              format: "time",
              hint: "24-hour time, for example 18:00. Leave empty when closed.",
              pattern: [CLOCK_TIME, "24-hour time, like 18:00"],
            }),
          ),
          closed: optional(boolean("Closed all day", { default: false })),
          note: optional(line("Note", { hint: "For example: tax season only." })),
        },
        { summary: "{{fields.label}}", check: openingTimes },
      ),
    }),
    schedulerUrl: firmsOwnPage(
      "Online booking page",
      "The address of the firm's own scheduling page (a hosted scheduler), where a visitor books the free 15-minute call. The Book a consultation page's button leads there; leave empty and it leads to the contact form, with the consultation chosen.",
    ),
    portalUrl: firmsOwnPage(
      "Secure document portal",
      "The address of the portal where clients upload documents. Every form says to send documents there, never in the form; leave empty and it says in person or by a secure link we send.",
    ),
    uploadUrl: firmsOwnPage(
      "Secure document upload",
      'The portal\'s secure upload link, where a client sends documents without signing in. "Send us documents" opens it, in the header, the footer, What to bring and the account pages; leave empty and it opens the document portal above, or, with neither set, those pages say documents come in person or by a secure link we send.',
    ),
    paymentUrl: firmsOwnPage(
      "Invoice payment page",
      'The firm\'s hosted payment page (the payment service\'s own), where a client pays an invoice. "Pay an invoice" opens it where "Send us documents" is shown; leave empty and those pages give the phone number for invoices instead. This site never asks for a card number.',
    ),
    spanishService: optional(
      choices("Service in Spanish", SPANISH_SERVICE_WAYS, {
        hint: "How someone at the firm serves clients in Spanish. Shown on the contact page and in the footer, in both languages; leave empty if no one does.",
      }),
    ),
    foundedYear: integer("Year founded", {
      min: 1900,
      max: "currentYear",
      hint: "Years in operation on the About page are counted from it.",
    }),
    claims: list(
      "Figures on the About page",
      "claim",
      { value: untranslated(line("Figure", { hint: "For example 1500+ or 99%." })), label: line("What it counts") },
      { summary: "{{fields.value}} {{fields.label}}" },
    ),
  },
} satisfies FileContentType;

export type Firm = ContentOf<typeof firm>;
/** A figure on the About page and what it counts. */
export type Claim = Firm["claims"][number];
