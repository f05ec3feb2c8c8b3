/* The Markdown pages: articles (content/blog/en, es) and notices (content/legal/en, es). */
import { date, line, untranslated, type ContentOf, type MarkdownContentType } from "../declare";
import { SUMMARY_LENGTH, officialSources } from "./common";

export const ARTICLE_AUDIENCES = ["individuals", "business owners"] as const;

const title = line("Title");

export const articles = {
  name: "blog",
  label: "Articles",
  labelSingular: "Article",
  description: "Guides for individuals and business owners, listed at /blog. The file name becomes the address (/blog/file-name).",
  folder: "blog",
  translation: "optional",
  noun: "article",
  owner: "an article",
  prefix: "/blog/",
  index: "/blog",
  create: true,
  summary: "{{title}} ({{date}})",
  sortableFields: ["date", "title"],
  fields: {
    title,
    description: line("Summary", {
      length: SUMMARY_LENGTH,
      hint: "One sentence of 70 to 155 characters, shown in the list of articles and in search results.",
    }),
    date: date("Last reviewed", { hint: "The day the article was last checked against the current rules." }),
    author: untranslated(line("Author", { default: "Tallyfield Tax Team" })),
    audience: line("Written for", { oneOf: ARTICLE_AUDIENCES }),
    sources: officialSources(
      "Official sources",
      "Every page the article's rules and figures come from: the IRS's page, a form's instructions or the law. Shown under the article.",
    ),
  },
  body: {
    label: "Article",
    hint: "Start sections with a heading (Heading 2); the title is added above the article for you.",
  },
} satisfies MarkdownContentType;

export type ArticleMeta = ContentOf<typeof articles>;

export const notices = {
  name: "legal",
  label: "Notices",
  labelSingular: "Notice",
  description: "The privacy notice, the terms of use and the accessibility statement (linked in the footer).",
  folder: "legal",
  translation: "required",
  noun: "notice",
  owner: "a notice",
  prefix: "/",
  create: false,
  delete: false,
  fields: {
    title,
    description: line("Summary", {
      length: SUMMARY_LENGTH,
      hint: "One sentence of 70 to 155 characters, shown in search results.",
    }),
    date: date("Last updated"),
  },
  body: { label: "Text" },
} satisfies MarkdownContentType;

export type NoticeMeta = ContentOf<typeof notices>;
