/* Fields that several content types share. */
import { line, list, optional, passage, untranslated, type ItemOf, type JointCheck, type JointProblem } from "../declare";

/** A link's Spanish page, where the publisher has one: Spanish pages open it, and say "(en inglés)" of the others. */
export const spanishAddress = optional(
  line("Address of its Spanish version", {
    format: "link",
    pattern: ["^https://", "A full address starting with https://"],
    hint: "Only where the official publisher has the same page in Spanish (https://www.irs.gov/es/…). Spanish pages open it; without it they say the link is in English.",
  }),
);

/** A title with a passage of text: a point on the home page, a value on the about page. */
export const titledText = { title: line("Title"), text: passage("Text") };

/** How long a page's description may be in search results (and so any text that serves as one). */
export const SUMMARY_LENGTH = { min: 50, max: 160 };

/** A list of links (text and address) of a menu. */
export const navLinks = (label: string) =>
  list(
    label,
    "link",
    {
      label: line("Text"),
      url: line("Address", {
        format: "link",
        hint: "A page of the site (/pricing) or a full address (https://…), which opens in a new tab.",
      }),
      urlEs: spanishAddress,
    },
    { summary: "{{fields.label}}", uniqueName: "inList" },
  );

/**
 * The official pages a text's rules and figures come from (the IRS's page, a form's instructions, the law),
 * listed under it for readers: each by its own name, shown as it is in every language, and its address.
 */
export const officialSources = (label: string, hint: string, check?: JointCheck) =>
  list(
    label,
    "source",
    {
      title: untranslated(line("Name", { hint: "The page's or document's own name, for example: IRS Publication 501." })),
      url: line("Address", { format: "link", pattern: ["^https://", "A full address starting with https://"] }),
      urlEs: spanishAddress,
    },
    { summary: "{{fields.title}}", hint, ...(check && { check }) },
  );

/** One official source of a text. */
export type Source = ItemOf<ReturnType<typeof officialSources>>;

/**
 * The publishers whose pages a content type may cite ("irs.gov", with any subdomain, over https): the pattern the
 * content manager checks a link against, a link field held to it, the check of a link elsewhere (`why` says why, to the
 * editor), and a list of official sources held to them, in English and in Spanish.
 */
export function publishers(hosts: readonly string[], why: string) {
  const pattern = new RegExp(`^https:\\/\\/([a-z0-9-]+\\.)*(${hosts.map((host) => host.replace(/\./g, "\\.")).join("|")})(\\/|$)`);
  const names = `${hosts.slice(0, -1).join(", ")} or ${hosts.at(-1)}`;
  const isOn = (url: string): boolean => pattern.test(url);
  /** A field for the address of one of the publishers' pages. */
  const link = (label: string, hint: string) =>
    line(label, { format: "link", pattern: [pattern.source, `A page of ${names}, starting with https://`], hint });
  /** A link that is not one of the publishers' pages, as a problem at `path`. */
  const offPage = (path: string, url: unknown): JointProblem[] =>
    typeof url === "string" && url.trim() !== "" && !isOn(url.trim())
      ? [{ path, message: `is not a page of ${names}: ${why} (${url.trim()}).` }]
      : [];
  const sources = (label: string, hint: string) =>
    officialSources(label, hint, (source) => [...offPage("url", source.url), ...offPage("urlEs", source.urlEs)]);
  return { pattern, names, isOn, link, offPage, sources };
}
