/* Fields that several content types share. */
import { line, list, passage, untranslated } from "../declare";

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
    },
    { summary: "{{fields.label}}", uniqueName: "inList" },
  );

/**
 * The official pages a text's rules and figures come from (the IRS's page, a form's instructions, the law),
 * listed under it for readers: each by its own name, shown as it is in every language, and its address.
 */
export const officialSources = (label: string, hint: string) =>
  list(
    label,
    "source",
    {
      title: untranslated(line("Name", { hint: "The page's or document's own name, for example: IRS Publication 501." })),
      url: line("Address", { format: "link", pattern: ["^https://", "A full address starting with https://"] }),
    },
    { summary: "{{fields.title}}", hint },
  );
