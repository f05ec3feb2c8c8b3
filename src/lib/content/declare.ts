/*
 * How a content type is declared, once: its fields with their kinds, rules and the editor's words. From a
 * declaration come the GraphQL types (graphqlTypes.ts), the content manager's collections (src/cms/config.ts),
 * the content check (schema.ts) and the TypeScript type of the content (ContentOf). The declarations themselves
 * are in types/, one file per content type.
 */
import type { YamlMap } from "./yaml";

/** Special rules for a text field, beyond "must be text". */
export type TextFormat = "price" | "link" | "email" | "phone" | "time" | "key";

/** A problem a joint check found: where, relative to what it checked ("plans[1].comparison"), and what to do. */
export interface JointProblem {
  path: string;
  message: string;
}

/**
 * A rule that looks at several fields of an entry or a group together (an open day's hours, a plan finder's rules
 * and the plans they name). It is given the value as written and the whole document around it; the content check
 * tells its problems as it tells its own. It lives beside the content type it belongs to.
 */
export type JointCheck = (value: YamlMap, document: YamlMap) => JointProblem[];

/** What the editor sees of a field in the content manager. */
interface EditorWords {
  label: string;
  hint?: string;
  /** What a new entry starts with in the content manager. */
  default?: string | number | boolean;
}

interface FieldBase extends EditorWords {
  required: boolean;
  /** A text that is the same in every language (a name, an address), though texts are translated by default. */
  sameInEveryLanguage?: boolean;
}

export interface TextField<Choice extends string = string> extends FieldBase {
  kind: "text";
  /** The content manager's box: one line, or several for a passage. A text with `oneOf` is a choice instead. */
  widget: "string" | "text";
  format?: TextFormat;
  oneOf?: readonly Choice[];
  /** How many characters the text may have, spaces at its ends aside. */
  length?: { min: number; max: number };
  /** The content manager's own check while the editor types: a regular expression and what to say. */
  pattern?: readonly [string, string];
  /** The text is the key of a service (content/services): the check refuses a key no service has. */
  namesService?: boolean;
}

export interface NumberField extends FieldBase {
  kind: "number";
  integer: boolean;
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
  /** Another date field beside this one (same entry or group) that this date may not come after: a cut-off and its deadline. */
  notAfter?: string;
  /**
   * A deadline, which the IRS moves off weekends and legal holidays: a date on one is not refused but warned of,
   * with the business day it moves to.
   */
  businessDay?: boolean;
}

/** A list of texts: free texts, each edited as `item` describes, or choices among `oneOf`. */
export interface TextListField<Choice extends string = string> extends FieldBase {
  kind: "textList";
  oneOf?: readonly Choice[];
  item?: { name: string; label: string; widget: "string" | "text" };
}

export interface GroupField<Inner extends Fields = Fields> extends FieldBase {
  kind: "group";
  fields: Inner;
  check?: JointCheck;
}

export interface EntryListField<Inner extends Fields = Fields> extends FieldBase {
  kind: "entryList";
  entry: EntryRule<Inner>;
  /** How the content manager names an entry in the collapsed list: "{{fields.title}}". */
  summary?: string;
  /** Number fields whose values must rise from each entry to the next (a tax schedule's brackets). */
  ascending?: readonly string[];
  /**
   * The entries' order means something beyond presentation (the plan finder's questions are asked, and its rules
   * tried, in order): the tests' second site, which reverses lists to show that keys pair entries, leaves it as it is.
   */
  ordered?: true;
}

export type Field = TextField | NumberField | BooleanField | DateField | TextListField | GroupField | EntryListField;
export type Fields = Readonly<Record<string, Field>>;

export interface EntryRule<Inner extends Fields = Fields> {
  /** What one entry is called in messages: "plan" gives `plan "Deluxe Filing"`. */
  noun: string;
  fields: Inner;
  /**
   * Two entries may not share a name (see NAME_FIELDS), case aside: within one list, or across every
   * list of this kind in the file (plans of all pricing sections).
   */
  uniqueName?: "inList" | "inFile";
  check?: JointCheck;
}

/**
 * The field that holds a translated entry's key (see `list`): short, stable, never translated, written in every
 * language, and what an entry and its translations are paired by, never their place in the list.
 */
export const KEY_FIELD = "id";

/** What a key looks like: lowercase letters and digits, words joined by single hyphens ("basic-filing"). */
export const KEY_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$";

/** The field that names an entry in messages, the first of these that the entry has. */
export const NAME_FIELDS = ["title", "question", "label", "author", "heading"] as const;

/** The content manager's collection of a content type. */
interface Collection {
  /** Its name in the content manager's addresses (/admin/#/collections/<name>). */
  name: string;
  label: string;
  description: string;
}

/** Content kept in one YAML file, an object at its root. */
export interface FileContentType extends Collection {
  /** Relative to content/. */
  path: string;
  /** The file's own label in the content manager. */
  fileLabel: string;
  /**
   * The GraphQL type of the content in one language ("Services": `services(lang: { eq: "es" })`). The node of
   * the whole file, both languages, is gatsby-transformer-yaml's, named after its folder: this + "Yaml".
   */
  typeName: string;
  /** Show the preview beside the editor (the content manager's default) explicitly. */
  preview?: boolean;
  /** The fields that are also the head of the file's page (its title, its description), which no other page may share. */
  pageHead?: { title?: string; description: string };
  fields: Fields;
}

/**
 * Content kept as a folder of YAML files of one kind, each an object at its root with its English under `en:` (a
 * tax year's figures, content/tax-years/2026.yaml): the next one is a new file, not a code change. Each file is
 * named after the value of one of its fields (`nameField`); the content manager edits them as a folder.
 */
export interface YamlFolderContentType extends Collection {
  /** Relative to content/. */
  folder: string;
  labelSingular: string;
  /** The GraphQL type of one file's content in one language; the file's own node is this + "Yaml" (named after the folder). */
  typeName: string;
  /** The field whose value names the file: `year: 2026` in 2026.yaml. */
  nameField: string;
  /** What one file is called in messages ("tax year"). */
  noun: string;
  summary?: string;
  fields: Fields;
}

/**
 * Pages kept as Markdown files in one folder of content/: front matter fields, then the text. The English
 * pages are in its folder `en/`, their translations in `es/` under the same names (Decap's multiple_folders);
 * a translation holds the translated fields of the front matter and the whole text.
 */
export interface MarkdownContentType extends Collection {
  labelSingular: string;
  /** Relative to content/. */
  folder: string;
  /**
   * Whether each page must have its translation: a notice is published in every language; an article without
   * one is simply not listed in that language.
   */
  translation: "required" | "optional";
  /** What one file is called in messages ("article"), and with its article as the owner of fields. */
  noun: string;
  owner: string;
  /** The address of the page made from <name>.md is this followed by the name. */
  prefix: string;
  /** The page that lists them, if there is one. */
  index?: string;
  /** Whether editors may add and remove files. */
  create: boolean;
  delete?: boolean;
  /** The content manager's list: how a file is named, and what it can be sorted by. */
  summary?: string;
  sortableFields?: readonly string[];
  fields: Fields;
  /** The Markdown text below the front matter, as the editor sees it. */
  body: EditorWords;
}

/* The words to declare fields with. Each keeps what it is given in its type (the kind, whether it is required,
 * the choices of a `oneOf`, the fields of a group or list), for ContentOf below. */

type Words = Omit<EditorWords, "label">;
type TextOptions = Words & Pick<TextField, "format" | "oneOf" | "length" | "pattern" | "namesService">;
type NumberOptions = Words & Pick<NumberField, "min" | "max">;
type ListOptions = Words &
  Pick<EntryRule, "uniqueName" | "check"> &
  Pick<EntryListField, "summary" | "ascending" | "ordered"> & {
    /** The editor's hint for the entry's key, where the key names something else (the compared row an answer is for). */
    keyHint?: string;
  };

/** A required field of kind `Base`, with the options given as they were written. */
type Declared<Base extends Field, Given = unknown> = Omit<Base, keyof Given | "required"> & Given & { required: true };

/** A short text on one line: a title, a label, a price. */
export const line = <Given extends TextOptions = Words>(label: string, options = {} as Given) =>
  ({ kind: "text", widget: "string", required: true, label, ...options }) as Declared<TextField, NoInfer<Given>>;
/** A longer text edited in a box of several lines. */
export const passage = <Given extends TextOptions = Words>(label: string, options = {} as Given) =>
  ({ kind: "text", widget: "text", required: true, label, ...options }) as Declared<TextField, NoInfer<Given>>;
export const number = (label: string, options: NumberOptions = {}) =>
  ({ kind: "number", integer: false, required: true, label, ...options }) as Declared<NumberField>;
export const integer = (label: string, options: NumberOptions = {}) =>
  ({ kind: "number", integer: true, required: true, label, ...options }) as Declared<NumberField>;
export const boolean = (label: string, options: Words = {}) => ({ kind: "boolean", required: true, label, ...options }) as Declared<BooleanField>;
export const date = (label: string, options: Words & Pick<DateField, "notAfter" | "businessDay"> = {}) =>
  ({ kind: "date", required: true, label, ...options }) as Declared<DateField>;
/** A list of free texts, each edited as `item` says. */
export const texts = (label: string, item: TextListField["item"] & object, options: Words = {}) =>
  ({ kind: "textList", required: true, label, item, ...options }) as Declared<TextListField>;
/** Several of fixed choices. */
export const choices = <Choice extends string>(label: string, oneOf: readonly Choice[], options: Words = {}) =>
  ({ kind: "textList", required: true, label, oneOf, ...options }) as Declared<TextListField<Choice>, { oneOf: readonly Choice[] }>;
export const group = <Inner extends Fields>(label: string, fields: Inner, options: Words & Pick<GroupField, "check"> = {}) =>
  ({ kind: "group", required: true, label, fields, ...options }) as Declared<GroupField<Inner>>;
/** The key of a translated entry of a list (KEY_FIELD). */
const entryKey = (noun: string, hint?: string) =>
  line("Key", {
    format: "key",
    hint:
      hint ??
      `A short name for this ${noun} that is never translated and never changes once published, for example basic-filing: ` +
        `lowercase letters, digits and hyphens. Type the same key on its Spanish side; the two are paired by it.`,
    pattern: [KEY_PATTERN, "Lowercase letters, digits and hyphens, like basic-filing"],
  });

/** The fields of an entry of a list: with its key first where the entry has a translated text (see `list`). */
type EntryFields<Inner extends Fields> = HasTranslation<Inner> extends true ? { [KEY_FIELD]: ReturnType<typeof entryKey> } & Inner : Inner;

/**
 * A list of entries, each with `fields`; `noun` names one entry in the content check's messages. An entry that
 * has a translated text gets a key first (KEY_FIELD), which pairs it with its translations.
 */
export const list = <Inner extends Fields>(label: string, noun: string, fields: Inner, options: ListOptions = {}) => {
  const { uniqueName, check, summary, ascending, ordered, keyHint, ...words } = options;
  const translated = Object.values(fields).some(isTranslated);
  return {
    kind: "entryList",
    required: true,
    label,
    ...words,
    ...(summary && { summary }),
    ...(ascending && { ascending }),
    ...(ordered && { ordered }),
    entry: {
      noun,
      fields: translated ? { [KEY_FIELD]: entryKey(noun, keyHint), ...fields } : fields,
      ...(uniqueName && { uniqueName }),
      ...(check && { check }),
    },
  } as Declared<EntryListField<EntryFields<Inner>>>;
};

/** Whether a list's entries are paired with their translations by a key. */
export const isKeyed = (field: EntryListField): boolean => KEY_FIELD in field.entry.fields;
export const optional = <F extends Field>(field: F) => ({ ...field, required: false }) as Omit<F, "required"> & { required: false };
/** A text kept as it is in every language: the firm's name, an address, a client's name, a list of keys. */
export const untranslated = <F extends TextField | TextListField>(field: F) =>
  ({ ...field, sameInEveryLanguage: true }) as Omit<F, "sameInEveryLanguage"> & { sameInEveryLanguage: true };

/* The TypeScript type of content, from its declaration */

/** Whether a declared field is translated, as isTranslated below decides it at run time. */
type IsTranslated<F> = F extends { kind: "text" }
  ? F extends { sameInEveryLanguage: true } | { oneOf: readonly string[] } | { format: TextFormat }
    ? false
    : true
  : F extends { kind: "textList" }
    ? F extends { sameInEveryLanguage: true } | { oneOf: readonly string[] }
      ? false
      : true
    : F extends { kind: "group"; fields: infer Inner }
      ? HasTranslation<Inner>
      : F extends { kind: "entryList"; entry: { fields: infer Inner } }
        ? HasTranslation<Inner>
        : false;
type HasTranslation<Inner> = true extends { [Name in keyof Inner]: IsTranslated<Inner[Name]> }[keyof Inner] ? true : false;

/** A text's choices where it has a `oneOf`, else any text. */
type TextOf<F> = F extends { oneOf: readonly (infer Choice)[] } ? Choice : string;

/**
 * The value of a declared field as the site reads it. A date is its text, YYYY-MM-DD: GraphQL gives it so
 * (`@dateformat`), and the tests' reader of the YAML turns js-yaml's Date into it.
 */
export type ValueOf<F> = F extends { kind: "text" }
  ? TextOf<F>
  : F extends { kind: "number" }
    ? number
    : F extends { kind: "boolean" }
      ? boolean
      : F extends { kind: "date" }
        ? string
        : F extends { kind: "textList" }
          ? readonly TextOf<F>[]
          : F extends { kind: "group"; fields: infer Inner }
            ? EntryOf<Inner>
            : F extends { kind: "entryList"; entry: { fields: infer Inner } }
              ? readonly EntryOf<Inner>[]
              : never;

type RequiredNames<Inner> = { [Name in keyof Inner]: Inner[Name] extends { required: true } ? Name : never }[keyof Inner];

/**
 * The content of an object with the declared `fields` (a file, a group, an entry of a list). A field that is not
 * required may be missing, or empty: YAML reads a field left empty as null, and GraphQL gives null for it.
 */
export type EntryOf<Inner> = {
  [Name in RequiredNames<Inner>]: ValueOf<Inner[Name]>;
} & {
  [Name in Exclude<keyof Inner, RequiredNames<Inner>>]?: ValueOf<Inner[Name]> | null;
} extends infer Entry
  ? { [Name in keyof Entry]: Entry[Name] }
  : never;

/** The content of a declared content type (in one language, as the site reads it): `ContentOf<typeof pricing>`. */
export type ContentOf<Type extends { fields: Fields }> = EntryOf<Type["fields"]>;

/** The content of one entry of a declared list of entries. */
export type ItemOf<F extends { entry: { fields: Fields } }> = EntryOf<F["entry"]["fields"]>;

/**
 * Whether a field has a text of its own in each language, which editors translate beside the English: every
 * text a visitor reads. Choices, values with a fixed form (prices, links, e-mail, phone numbers, times),
 * numbers, dates and switches are the same in every language and come from the English. A group or a list of
 * entries is translated when something in it is.
 */
export function isTranslated(field: Field): boolean {
  switch (field.kind) {
    case "text":
      return !field.sameInEveryLanguage && !field.oneOf && !field.format;
    case "textList":
      return !field.sameInEveryLanguage && !field.oneOf;
    case "group":
      return Object.values(field.fields).some(isTranslated);
    case "entryList":
      return Object.values(field.entry.fields).some(isTranslated);
    default:
      return false;
  }
}

/** A declared value as a page query types it: GraphQL knows a text of fixed choices only as text. */
type AsQueried<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly AsQueried<Item>[]
    : T extends object
      ? { readonly [Name in keyof T]: AsQueried<T[Name]> }
      : T;

/**
 * A page query's data, typed as its declaration says: the one place a page asserts that a text of fixed choices
 * holds one of them, which the content check makes sure of before any build. Anything else that differs from the
 * declaration (a field not asked for, one left optional) is still a type error.
 */
export const declared = <Content>(queried: AsQueried<Content>) => queried as Content;
