/*
 * What an article's or a notice's body may hold, line by line outside fenced code: its headings start at level 2,
 * its links lead somewhere and say where, its images are the site's own and described, and it writes Markdown that
 * the page shows as valid HTML (no tags of its own, no aligned table columns).
 */
import { htmlTagsIn, imagesIn, isLevel1Heading, linesOutsideCode, linksIn, type MarkdownLink, type NumberedLine } from "./markdown";
import { decodedLink, linkProblem } from "./links";
import { quote, type ContentProblem } from "./messages";
import type { CheckContext } from "./schema";

const SPACES_IN_LINK =
  "has spaces in its address, so the page would show it as written instead of as a link: write %20 for each " +
  'space ("/blog/common%20deductions"), or put the address between < and > ("</blog/common deductions>").';
const linkWithoutText = (url: string) =>
  `The link to ${quote(url)} has no text, so a screen reader would name it by nothing and a visitor could not see it: ` +
  "write the words to click between its [ and ].";
const ALIGNED_TABLE =
  'The line under a table\'s header row aligns its columns (a ":" beside the dashes), which the page would write in ' +
  'HTML that is no longer valid: write the line with dashes only, such as "| --- | --- |".';
const htmlTagMessage = (tag: string) =>
  `The text holds the HTML tag ${quote(tag)}: the page shows Markdown, not HTML of its own. Write it in Markdown ` +
  '(a heading "## ", a list "- ", **bold**, a link [words](address)), or remove it.';
const emptyBody = (noun: string) => `The ${noun} has no text: write it below the front matter, after the second "---" line.`;

export function bodyProblems(file: string, body: readonly NumberedLine[], context: CheckContext, noun: string): ContentProblem[] {
  if (body.every(({ text }) => text.trim() === "")) return [{ file, message: emptyBody(noun) }];
  const lines = linesOutsideCode(body);
  return lines.flatMap(({ number, text }, index) => {
    const above = lines[index - 1]?.number === number - 1 ? lines[index - 1].text.trim() : "";
    const messages = [
      ...(isLevel1Heading(text) ? [level1HeadingMessage(atxHeading(text), 'a single "#"', noun)] : []),
      // "Title" over a line of "=" (setext), and an HTML <h1>, are level-1 headings too.
      ...(above !== "" && /^ {0,3}=+[ \t]*$/.test(text) ? [level1HeadingMessage(above, 'underlined with "="', noun)] : []),
      ...(/<h1[\s>]/i.test(text) ? [level1HeadingMessage(text.replace(/<[^>]*>/g, "").trim(), "written as <h1>", noun)] : []),
      ...(above.includes("|") && ALIGNED_DELIMITER_ROW.test(text) ? [ALIGNED_TABLE] : []),
      ...htmlTagsIn(text)
        .filter((tag) => !/^<\/?h1[\s>]/i.test(tag))
        .map(htmlTagMessage),
      ...imagesIn(text).flatMap((image) => imageProblem(image, context)),
      ...linksIn(text).flatMap((link) => {
        if (link.text.trim() === "") return [linkWithoutText(link.url)];
        const problem = link.hasSpaces ? SPACES_IN_LINK : linkProblem(link.url.trim(), context);
        return problem ? [`The link ${quote(link.text.trim())} ${problem}`] : [];
      }),
    ];
    return messages.map((message) => ({ file, line: number, message }));
  });
}

/** A GFM table's delimiter row ("| --- | :---: |") with a colon: an aligned column, which remark writes as `align`. */
const ALIGNED_DELIMITER_ROW = /^(?=.*:)(?=.*\|) {0,3}\|?(\s*:?-+:?\s*\|)*\s*:?-+:?\s*\|?\s*$/;
/**
 * An image shows only from this site (the pages allow no other: src/node/securityHeaders.ts), from a file of
 * static/images, where the content manager uploads it, and says what it shows to a visitor who cannot see it.
 */
function imageProblem({ text, url, hasSpaces }: MarkdownLink, context: CheckContext): string[] {
  if (text.trim() === "")
    return [`The image ${quote(url)} has no description: write what it shows between its ![ and ], for a visitor who cannot see it.`];
  const image = quote(text.trim());
  if (/^https?:\/\//i.test(url))
    return [
      `The image ${image} is on another site (${quote(url)}), and the pages show only their own images: upload it in the content manager, which puts it in static/images/uploads.`,
    ];
  if (hasSpaces || !url.startsWith("/images/"))
    return [`The image ${image} must be a file of static/images, written as "/images/uploads/<file name>", but it is ${quote(url)}.`];
  if (context.images && !context.images.has(decodedLink(url)))
    return [`The image ${image} shows ${quote(url)}, which is no file of static/images: upload it again, or correct its name.`];
  return [];
}

/** The text of an ATX heading line ("# Title #" → "Title"). */
const atxHeading = (line: string) =>
  line
    .replace(/^ {0,3}#/, "")
    .replace(/[ \t]#+[ \t]*$/, "")
    .trim();

function level1HeadingMessage(heading: string, how: string, noun: string): string {
  return (
    `The heading ${quote(heading)} is a level-1 heading (${how}). The page already shows the title of the ` +
    `${noun} as its only level-1 heading, so start this one with "## " instead (Heading 2 in the editor).`
  );
}
