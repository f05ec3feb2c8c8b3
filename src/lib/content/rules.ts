/*
 * What each content file under content/ must hold: one entry per file, its fields and their kinds, mirroring
 * the GraphQL types of gatsby-node.ts (a `!` there is `required` here); then the front matter of the articles
 * in content/blog. The checks themselves live in fields.ts and articles.ts; this file is only the description,
 * so that adding a field means adding one line here.
 */
import { accents } from "../../theme/tokens";

/** Special rules for a text field, beyond "must be text". */
export type TextFormat = "price" | "link" | "email" | "phone" | "time";

/** Rules for a whole entry of a list, that look at several of its fields together. */
export type EntryCheck = "openingTimes";

interface FieldBase {
  required: boolean;
}

/** `string` is a short line (a title, a label), `text` a longer passage; both must be YAML text. */
export interface TextField extends FieldBase {
  kind: "string" | "text";
  format?: TextFormat;
  oneOf?: readonly string[];
  /** How many characters the text may have, spaces at its ends aside. */
  length?: { min: number; max: number };
}

export interface NumberField extends FieldBase {
  kind: "number" | "integer";
  min?: number;
  /** "currentYear": the year the check runs in. */
  max?: number | "currentYear";
}

export interface BooleanField extends FieldBase {
  kind: "boolean";
}

/** A calendar date written YYYY-MM-DD, in quotes or not. */
export interface DateField extends FieldBase {
  kind: "date";
}

export interface TextListField extends FieldBase {
  kind: "textList";
  oneOf?: readonly string[];
}

export interface GroupField extends FieldBase {
  kind: "group";
  fields: Fields;
}

export interface EntryListField extends FieldBase {
  kind: "entryList";
  entry: EntryRule;
}

export type Field = TextField | NumberField | BooleanField | DateField | TextListField | GroupField | EntryListField;
export type Fields = Readonly<Record<string, Field>>;

export interface EntryRule {
  /** What one entry is called in messages: "plan" gives `plan "Deluxe Filing"`. */
  noun: string;
  fields: Fields;
  /**
   * Two entries may not share a name (see NAME_FIELDS), case aside: within one list, or across every
   * list of this kind in the file (plans of all pricing sections).
   */
  uniqueName?: "inList" | "inFile";
  check?: EntryCheck;
}

export interface ContentFileRule {
  /** Relative to content/. */
  path: string;
  fields: Fields;
}

/** The field that names an entry in messages, the first of these that the entry has. */
export const NAME_FIELDS = ["title", "question", "label", "author", "heading"] as const;

export const FAQ_CATEGORIES = [
  "Individual Taxes",
  "Business Services",
  "General Tax Info",
  "Pricing & Engagement",
  "Tax Issues",
] as const;

export const SERVICE_ACCENTS = Object.keys(accents);

export const SERVICE_ICONS = [
  "individual",
  "business",
  "incorporation",
  "bookkeeping",
  "payroll",
  "itin",
  "planning",
  "consultation",
] as const;

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

type TextOptions = Pick<TextField, "format" | "oneOf" | "length">;
type NumberOptions = Pick<NumberField, "min" | "max">;
type EntryOptions = Pick<EntryRule, "uniqueName" | "check">;

const string = (options: TextOptions = {}): TextField => ({ kind: "string", required: true, ...options });
const text = (): TextField => ({ kind: "text", required: true });
const number = (options: NumberOptions = {}): NumberField => ({ kind: "number", required: true, ...options });
const integer = (options: NumberOptions = {}): NumberField => ({ kind: "integer", required: true, ...options });
const boolean = (): BooleanField => ({ kind: "boolean", required: true });
const date = (): DateField => ({ kind: "date", required: true });
const texts = (options: Pick<TextListField, "oneOf"> = {}): TextListField => ({
  kind: "textList",
  required: true,
  ...options,
});
const group = (fields: Fields): GroupField => ({ kind: "group", required: true, fields });
const list = (noun: string, fields: Fields, options: EntryOptions = {}): EntryListField => ({
  kind: "entryList",
  required: true,
  entry: { noun, fields, ...options },
});
const optional = <F extends Field>(field: F): F => ({ ...field, required: false });

const link = () => string({ format: "link" });
const navLinks = () => list("link", { label: string(), url: link() }, { uniqueName: "inList" });
const titledText = (noun: string) => list(noun, { title: string(), text: text() });

export const CONTENT_FILES: readonly ContentFileRule[] = [
  {
    path: "about/about.yaml",
    fields: {
      intro: group({ title: string(), text: text() }),
      story: group({ title: string(), paragraphs: texts() }),
      values: group({ title: string(), items: titledText("value") }),
      stats: group({ title: string(), yearsLabel: string() }),
      testimonials: group({ title: string() }),
      team: group({ title: string(), text: text() }),
    },
  },
  {
    path: "faq/faq.yaml",
    fields: {
      questions: list(
        "question",
        { question: string(), answer: text(), category: string({ oneOf: FAQ_CATEGORIES }) },
        { uniqueName: "inList" },
      ),
    },
  },
  {
    path: "firm/firm.yaml",
    fields: {
      brand: string(),
      legalName: string(),
      tagline: string(),
      email: string({ format: "email" }),
      phone: string({ format: "phone" }),
      chat: group({ number: string({ format: "phone" }), greeting: text() }),
      address: group({
        street: string(),
        locality: string(),
        region: string(),
        postalCode: string(),
        country: string(),
        latitude: number({ min: -90, max: 90 }),
        longitude: number({ min: -180, max: 180 }),
      }),
      hours: group({
        timezone: string(),
        days: list(
          "day",
          {
            label: string(),
            dayOfWeek: texts({ oneOf: WEEKDAYS }),
            opens: optional(string({ format: "time" })),
            closes: optional(string({ format: "time" })),
            closed: optional(boolean()),
            note: optional(string()),
          },
          { check: "openingTimes" },
        ),
      }),
      foundedYear: integer({ min: 1900, max: "currentYear" }),
      claims: list("claim", { value: string(), label: string() }),
    },
  },
  {
    path: "home/home.yaml",
    fields: {
      hero: group({ title: string(), subtitle: string(), text: text() }),
      whyChoose: group({ title: string(), intro: text(), points: titledText("point") }),
      services: group({ title: string(), intro: text() }),
      testimonials: group({ title: string(), linkLabel: string() }),
      cta: group({ title: string(), text: text(), phoneLabel: string() }),
    },
  },
  {
    path: "navigation/navigation.yaml",
    fields: {
      header: navLinks(),
      account: navLinks(),
      footer: list("column", {
        title: string(),
        sections: list("section", { heading: optional(string()), links: navLinks() }),
      }),
      legal: navLinks(),
    },
  },
  {
    path: "pricing/pricing.yaml",
    fields: {
      sections: list("section", {
        title: string(),
        description: text(),
        plans: list(
          "plan",
          {
            title: string(),
            price: string({ format: "price" }),
            description: text(),
            features: texts(),
            popular: boolean(),
            cta: group({ label: string(), link: link() }),
          },
          { uniqueName: "inFile" },
        ),
      }),
    },
  },
  {
    path: "resources/resources.yaml",
    fields: {
      resources: list("resource", { title: string(), url: link(), description: text() }, { uniqueName: "inList" }),
    },
  },
  {
    path: "services/services.yaml",
    fields: {
      services: list(
        "service",
        {
          title: string(),
          summary: text(),
          description: text(),
          features: texts(),
          accent: string({ oneOf: SERVICE_ACCENTS }),
          icon: string({ oneOf: SERVICE_ICONS }),
        },
        { uniqueName: "inList" },
      ),
    },
  },
  {
    path: "testimonials/testimonials.yaml",
    fields: {
      testimonials: list("testimonial", { quote: text(), author: string(), company: string() }),
    },
  },
];

/* Articles: content/blog/<name>.md, front matter (YAML between two "---" lines) and a Markdown body */

/** Relative to content/; each Markdown file in it is an article at /blog/<name>. */
export const ARTICLES_FOLDER = "blog";
/** Relative to content/; each Markdown file in it is a notice (privacy, terms…) at /<name>. */
export const NOTICES_FOLDER = "legal";

export const ARTICLE_AUDIENCES = ["individuals", "business owners"] as const;

/** The front matter of an article, as ArticleFrontmatter in gatsby-node.ts. */
export const ARTICLE_FIELDS: Fields = {
  title: string(),
  description: string({ length: { min: 50, max: 160 } }),
  date: date(),
  author: string(),
  audience: string({ oneOf: ARTICLE_AUDIENCES }),
};

/** The front matter of a notice: what an article has but its author and audience. */
export const NOTICE_FIELDS: Fields = {
  title: ARTICLE_FIELDS.title,
  description: ARTICLE_FIELDS.description,
  date: ARTICLE_FIELDS.date,
};

/** A folder of Markdown pages, as gatsby-node.ts makes them (MARKDOWN_PAGES there). */
export interface MarkdownCollection {
  folder: string;
  /** What one file is called in messages: "article", "notice"; with its article, as the owner of fields. */
  noun: string;
  owner: string;
  fields: Fields;
  /** The address of the page made from <name>.md is this followed by the name. */
  prefix: string;
  /** The page that lists them, if there is one. */
  index?: string;
}

export const MARKDOWN_COLLECTIONS: readonly MarkdownCollection[] = [
  { folder: ARTICLES_FOLDER, noun: "article", owner: "an article", fields: ARTICLE_FIELDS, prefix: `/${ARTICLES_FOLDER}/`, index: `/${ARTICLES_FOLDER}` },
  { folder: NOTICES_FOLDER, noun: "notice", owner: "a notice", fields: NOTICE_FIELDS, prefix: "/" },
];
