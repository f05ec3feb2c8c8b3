/*
 * The parts of a Markdown article the check looks at: its front matter (YAML between a "---" line at the
 * very top and the next "---" line, as gatsby-transformer-remark reads it), and in its body the lines outside
 * fenced code, their headings, links, images and HTML tags. Lines are numbered as in the file, from 1.
 */

export interface NumberedLine {
  number: number;
  text: string;
}

export type ArticleParts = { frontMatter: string; body: NumberedLine[] } | { problem: "noFrontMatter" | "unclosedFrontMatter" };

/** The opening and closing line of the front matter. */
const FRONT_MATTER_FENCE = "---";
/** The file line the front matter's YAML starts on: the one after the opening "---". */
export const FRONT_MATTER_FIRST_LINE = 2;

export function splitArticle(text: string): ArticleParts {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (lines[0].trimEnd() !== FRONT_MATTER_FENCE) return { problem: "noFrontMatter" };
  const closing = lines.findIndex((line, index) => index > 0 && line.trimEnd() === FRONT_MATTER_FENCE);
  if (closing === -1) return { problem: "unclosedFrontMatter" };
  return {
    frontMatter: lines.slice(1, closing).join("\n"),
    body: lines.slice(closing + 1).map((line, index) => ({ number: closing + 2 + index, text: line })),
  };
}

/** A fence opens or closes a block of code: three or more backticks or tildes, indented by 3 spaces at most. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The lines of the body that are Markdown text: not in a fenced code block, nor its fences. */
export function linesOutsideCode(body: readonly NumberedLine[]): NumberedLine[] {
  let openFence: string | undefined;
  return body.filter(({ text }) => {
    const fence = FENCE.exec(text)?.[1];
    if (openFence === undefined) {
      openFence = fence;
      return fence === undefined;
    }
    const closes = fence?.startsWith(openFence[0]) === true && fence.length >= openFence.length;
    if (closes && text.trim() === fence) openFence = undefined;
    return false;
  });
}

/** "# Title": a level-1 heading (ATX style), indented by 3 spaces at most. */
export function isLevel1Heading(text: string): boolean {
  return /^ {0,3}#([ \t]|$)/.test(text);
}

export interface MarkdownLink {
  text: string;
  url: string;
  /** Spaces in the address: Markdown then shows `[text](url)` as it is written, not as a link. */
  hasSpaces: boolean;
}

/** `[text](destination)`, or `![alt](src)` for an image. */
const INLINE_LINK = /(!?)\[([^\]]*)\]\(([^)]*)\)/g;
/** What may be between the parentheses: an address, in < > if it has spaces, then maybe a title in quotes. */
const DESTINATION = /^\s*(?:<([^>]*)>|(\S*))(?:\s+(?:"[^"]*"|'[^']*'))?\s*$/;
/** `[label]: url`, the address of the reference links `[text][label]`. */
const LINK_DEFINITION = /^ {0,3}\[([^\]]+)\]:\s*(?:<([^>]*)>|(\S+))/;
/** `code` in a line, where brackets are not links. */
const CODE_SPAN = /(`+).*?\1/g;

/** The images of one line of Markdown text, `![alt](src)`: their alternative text and address. */
export function imagesIn(line: string): MarkdownLink[] {
  return [...line.replace(CODE_SPAN, "").matchAll(INLINE_LINK)]
    .filter(([, image]) => image === "!")
    .map(([, , alt, destination]) => destinationOf(alt, destination));
}

function destinationOf(text: string, destination: string): MarkdownLink {
  const parts = DESTINATION.exec(destination);
  if (!parts) return { text, url: destination.trim(), hasSpaces: true };
  const [, angled, bare] = parts as (string | undefined)[];
  return { text, url: angled ?? bare!, hasSpaces: false };
}

/** The links of one line of Markdown text, images aside. */
export function linksIn(line: string): MarkdownLink[] {
  const text = line.replace(CODE_SPAN, "");
  const definition = LINK_DEFINITION.exec(text);
  if (definition) {
    // A group that took no part in the match is undefined.
    const [, label, angled, bare] = definition as (string | undefined)[];
    return [{ text: label!, url: angled ?? bare!, hasSpaces: false }];
  }
  return [...text.matchAll(INLINE_LINK)]
    .filter(([, image]) => image === "")
    .map(([, , linkText, destination]) => destinationOf(linkText, destination));
}

/** An HTML tag ("<div class=…>", "</span>"); an autolink ("<https://…>", "<info@…>") is not one. */
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?=[\s/>])[^<>]*>/gi;

/** The HTML tags of one line of Markdown text, outside code and links' addresses ("[words](</blog/a page>)"). */
export function htmlTagsIn(line: string): string[] {
  const text = line.replace(CODE_SPAN, "").replace(/\]\([^)]*\)/g, "]()");
  return [...text.matchAll(HTML_TAG)].map(([tag]) => tag);
}
