/*
 * The field checks of the content check, on yup: the declaration of a content type (declare.ts) becomes a
 * yup schema, validated with every problem collected (abortEarly: false). yup walks the groups and lists,
 * checks the kinds and the choices; the tests here add the rules of our own (formats, lengths, ranges,
 * unknown fields, names used twice), and each content type's joint checks (an open day's hours). Each problem yup reports at a path
 * ("sections[0].plans[1].price") is then told as an editor reads it: the file, the entries around it
 * (`plan "Deluxe Filing" (section "Individual")`) and the field.
 */
import { array, boolean, lazy, mixed, number, object, string, ValidationError, type AnyObject, type ISchema, type TestContext } from "yup";

type Schema = ISchema<unknown, AnyObject>;
/** yup types a test's `path` as text, but at a file's root it has none. */
const pathOf = (test: TestContext) => (test.path as string | undefined) ?? "";
import type { DateField, EntryListField, EntryRule, Field, Fields, JointCheck, NumberField, TextField, TextListField } from "./declare";
import { KEY_FIELD, isKeyed } from "./declare";
import { calendarDateOf, calendarDateProblem, editorsDate, formatProblemOf } from "./formats";
import { serviceKeyProblem } from "./links";
import { nextBusinessDay, nonBusinessReason, WEEKDAY_NAMES, weekdayOf } from "../businessDays";
import type { LinkTargets } from "./links";
import { keyOf } from "./translation";
import {
  describeValue,
  entryLabel,
  fieldNames,
  listInWords,
  nameFieldOf,
  quote,
  repeatedNameMessage,
  unknownFieldMessage,
  withArticle,
  type ContentProblem,
} from "./messages";
import { isBlank, isYamlMap, type YamlMap } from "./yaml";

export interface CheckContext extends LinkTargets {
  currentYear: number;
  /** The images of static/images by their site path ("/images/uploads/chart.png"); unchecked when not given. */
  images?: ReadonlySet<string>;
}

/** What every test of one validation can see: the rules, the whole document, and the names seen so far. */
interface Validation {
  check: CheckContext;
  root: YamlMap;
  fields: Fields;
  /** For names and keys that must not repeat: per list of entries, or per entry rule when the scope is the file. */
  seen: Record<"name" | "key", Map<unknown, Map<string, string>>>;
}

const validationOf = (test: TestContext) => test.options.context as Validation;

/** The yup type of the problems that are warnings rather than errors. */
const WARNING = "warning";

/**
 * The problems of the named fields `data` of `file` (a YAML file, an article's front matter), in the order
 * they are met in the file; `owner` names what has these fields in messages ("this file", "an article").
 */
export function checkNamedFields(file: string, data: YamlMap, fields: Fields, owner: string, check: CheckContext): ContentProblem[] {
  const validation: Validation = { check, root: data, fields, seen: { name: new Map(), key: new Map() } };
  try {
    objectSchema(fields, owner, "").validateSync(data, { abortEarly: false, strict: true, context: validation });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found = (error.inner.length > 0 ? error.inner : [error]).map((problem) => ({
      path: problem.path ?? "",
      message: problem.message,
      warning: problem.type === WARNING,
    }));
    return problemsAt(file, data, fields, found);
  }
}

/**
 * Problems found at paths of `data` ("sections[0].plans[1].price"), told as an editor reads them: the
 * entries around each and its field, in the order they are met in the file.
 */
export function problemsAt(
  file: string,
  data: YamlMap,
  fields: Fields,
  found: readonly { path: string; message: string; warning?: boolean; translatedEntry?: string; translatedField?: string }[],
): ContentProblem[] {
  return found
    .map(({ path, message, warning, translatedEntry, translatedField }) => {
      const place = placeOf(stepsOf(path), data, fields, message);
      // A translated entry with no English partner is told within the list it is in, by its own name.
      if (translatedEntry) Object.assign(place, { entry: describeEntries([...place.entries, translatedEntry]), field: translatedField });
      return { place, warning };
    })
    .sort((a, b) => inDocumentOrder(a.place.position, b.place.position))
    .map(({ place: { entries: _, position: __, ...place }, warning }) => ({ file, ...place, ...(warning && { warning: true as const }) }));
}

/* The schema */

/**
 * The schema of an object with `fields`: a file, a group, an entry. `owner` names it in the message about a
 * field it does not have; `at` is its path within the entry it belongs to ("cta"), for the groups below it;
 * `jointCheck` is the rule its content type gives it for several of its fields together (declare.ts).
 */
function objectSchema(fields: Fields, owner: string, at: string, jointCheck?: JointCheck) {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field, at ? `${at}.${name}` : name, fields)]));
  return object(shape).test("known fields", function (value: YamlMap) {
    const unknown = Object.keys(value).filter((name) => !(name in fields));
    const problems = unknown.map((name) =>
      this.createError({ path: `${pathOf(this)}[${JSON.stringify(name)}]`, message: unknownFieldMessage(name, fields, owner) }),
    );
    const joint = jointCheck?.(value, validationOf(this).root) ?? [];
    problems.push(...joint.map(({ path, message }) => this.createError({ path: `${pathOf(this)}.${path}`, message })));
    return problems.length > 0 ? new ValidationError(problems) : true;
  });
}

/**
 * A field's schema, chosen by its value: empty, of the wrong kind, or to be checked along its rules.
 * `siblings` are the fields beside it, which a rule may compare it with.
 */
function fieldSchema(field: Field, at: string, siblings: Fields): Schema {
  return lazy((value: unknown) => {
    if (isBlank(value)) return blankSchema(field);
    switch (field.kind) {
      case "text":
        return typeof value === "string" ? textSchema(field) : string().strict().typeError(notText);
      case "number":
        return numberSchema(field, value);
      case "boolean":
        return boolean()
          .strict()
          .typeError(({ value }) => `must be true or false, but it is ${describeValue(value)}.`);
      case "date":
        return mixed().test("date", function (date: unknown) {
          const problem = calendarDateProblem(date);
          if (problem) return this.createError({ message: problem });
          const written = calendarDateOf(date)!;
          const tooLate = field.notAfter && notAfterProblem(written, field.notAfter, siblings, this.parent);
          if (tooLate) return this.createError({ message: tooLate });
          const moved = field.businessDay && businessDayWarning(written);
          return moved ? this.createError({ message: moved, type: WARNING }) : true;
        });
      case "textList":
        return array()
          .strict()
          .typeError(({ value }) => `must be a list of texts, but it is ${describeValue(value)}.`)
          .of(textListItemSchema(field));
      case "group":
        if (!isYamlMap(value)) return mixed().test("group", notAGroup(field.fields));
        return objectSchema(field.fields, `"${at}"`, at, field.check);
      case "entryList":
        return entryListSchema(field);
    }
  });
}

function blankSchema(field: Field): Schema {
  return mixed().test("required", function (value: unknown) {
    if (!field.required) return true;
    if (value === undefined) return this.createError({ message: "is required, but it is missing." });
    return this.createError({ message: Array.isArray(value) ? "is required, but the list is empty." : "is required, but it is empty." });
  });
}

const notText = ({ value }: { value: unknown }) => `must be text, but it is ${describeValue(value)}${quotingHint(value)}.`;

function quotingHint(value: unknown): string {
  const looksLikeText = typeof value === "number" || typeof value === "boolean";
  return looksLikeText ? ` (put it in quotes, "${value}", to keep it as text)` : "";
}

const notAGroup = (fields: Fields) =>
  function (this: TestContext, value: unknown) {
    return this.createError({ message: `must be a group of fields (${fieldNames(fields)}), but it is ${describeValue(value)}.` });
  };

function textSchema(field: TextField): Schema {
  const text = string().strict();
  if (field.oneOf) return text.oneOf([...field.oneOf], ({ value }: { value: string }) => oneOfMessage(value, field.oneOf!));
  return text.test("form", function (value = "") {
    const problem =
      (field.format ? formatProblemOf(value, field.format, validationOf(this).check) : undefined) ??
      (field.namesService ? serviceKeyProblem(value.trim(), validationOf(this).check) : undefined) ??
      (field.length ? lengthProblem(value, field.length) : undefined);
    return problem ? this.createError({ message: problem }) : true;
  });
}

function oneOfMessage(value: string, allowed: readonly string[]): string {
  const sameLetters = allowed.find((option) => option.toLowerCase() === value.trim().toLowerCase());
  const hint = sameLetters ? ` (did you mean ${quote(sameLetters)}? capital letters and spaces count)` : "";
  return `must be one of ${listInWords(allowed.map(quote))}, but it is ${quote(value)}${hint}.`;
}

function lengthProblem(value: string, { min, max }: { min: number; max: number }): string | undefined {
  // eslint-disable-next-line @typescript-eslint/no-misused-spread -- a length limit counts code points: an accented letter is one character.
  const length = [...value.trim()].length;
  if (length >= min && length <= max) return undefined;
  return `must be ${min} to ${max} characters long, but it is ${length} characters long.`;
}

function numberSchema(field: NumberField, value: unknown): Schema {
  const wanted = field.integer ? "a whole number" : "a number";
  const hint = typeof value === "string" && Number.isFinite(Number(value)) ? " (write it without quotes)" : "";
  const wrongKind = `must be ${wanted}, but it is ${describeValue(value)}${hint}.`;
  const checked = number()
    .strict()
    .typeError(wrongKind)
    .test("finite", wrongKind, (figure) => Number.isFinite(figure));
  return (field.integer ? checked.integer(wrongKind) : checked).test("range", function (figure = 0) {
    const max = field.max === "currentYear" ? validationOf(this).check.currentYear : field.max;
    const problem = rangeProblem(figure, field.min, max);
    return problem ? this.createError({ message: problem }) : true;
  });
}

function rangeProblem(value: number, min: number | undefined, max: number | undefined): string | undefined {
  const tooLow = min !== undefined && value < min;
  const tooHigh = max !== undefined && value > max;
  if (!tooLow && !tooHigh) return undefined;
  if (min !== undefined && max !== undefined) return `must be between ${min} and ${max}, but it is ${value}.`;
  return tooLow ? `must be at least ${min}, but it is ${value}.` : `must be at most ${max}, but it is ${value}.`;
}

/** One text of a list; the message is told as "item 3 …" of the list (see placeOf). */
function textListItemSchema(field: TextListField): Schema {
  return lazy((item: unknown) => {
    if (isBlank(item)) return mixed().test("item", "is empty.", () => false);
    if (typeof item !== "string") return string().strict().typeError(notText);
    return field.oneOf ? textSchema({ ...field, kind: "text", widget: "string" }) : string().strict();
  });
}

function entryListSchema(field: EntryListField): Schema {
  const { entry } = field;
  const notEntry = `${withArticle(entry.noun)} with the fields ${fieldNames(entry.fields)}`;
  const itemSchema = lazy((item: unknown) =>
    isYamlMap(item)
      ? objectSchema(entry.fields, withArticle(entry.noun), "", entry.check)
      : mixed().test(
          "entry",
          ({ value }) => `must be ${notEntry}, but it is ${describeValue(value)}.`,
          () => false,
        ),
  );
  return array()
    .strict()
    .typeError(({ value }) => `must be a list of ${entry.noun} entries, but it is ${describeValue(value)}.`)
    .of(itemSchema)
    .test("names and keys used once", function (items = []) {
      const problems = [
        ...(entry.uniqueName ? repeated(this, items, entry, "name") : []),
        ...(isKeyed(field) ? repeated(this, items, entry, "key") : []),
        ...(field.ascending ?? []).flatMap((name) => notRising(this, items, entry, name)),
      ];
      return problems.length > 0 ? new ValidationError(problems) : true;
    });
}

/* Dates */

/** A date later than the one it may not pass (a cut-off after its deadline); the other date is checked on its own. */
function notAfterProblem(date: string, other: string, siblings: Fields, parent: unknown): string | undefined {
  const limit = isYamlMap(parent) ? calendarDateOf(parent[other]) : undefined;
  if (limit === undefined || date <= limit) return undefined;
  const label = (siblings[other] as DateField | undefined)?.label.toLowerCase() ?? other;
  return `must not be later than the ${label} ("${other}", ${editorsDate(limit)}), but it is ${editorsDate(date)}.`;
}

/** A deadline written on a weekend or a legal holiday, with the business day the IRS moves it to. */
function businessDayWarning(date: string): string | undefined {
  const reason = nonBusinessReason(date);
  if (reason === undefined) return undefined;
  const day = WEEKDAY_NAMES[weekdayOf(date)];
  const when = reason === day ? `a ${day}` : `${reason}, a legal holiday`;
  return (
    `falls on ${when} (${editorsDate(date)}). The IRS moves a deadline on a weekend or legal holiday to the ` +
    `next business day, ${editorsDate(nextBusinessDay(date))}: write that date, unless the official source says otherwise.`
  );
}

/* Rules that look at several values together */

/**
 * What must not repeat among the entries of a list (or of every list of the kind in the file, when the rule
 * says so): their name, capital letters aside, and their key. An earlier entry is named by its place where
 * its name is the very thing repeated.
 */
const UNIQUE = {
  name: {
    valueOf: (item: YamlMap) => {
      const named = nameFieldOf(item);
      return named && { field: named.field, value: named.name.toLowerCase() };
    },
    label: (_item: YamlMap, entry: EntryRule, index: number) => `${entry.noun} ${index + 1}`,
    message: (field: string, earlier: string, noun: string) => repeatedNameMessage(field, earlier, noun),
  },
  key: {
    valueOf: (item: YamlMap) => {
      const key = keyOf(item);
      return key === undefined ? undefined : { field: KEY_FIELD, value: key };
    },
    label: (item: YamlMap, entry: EntryRule, index: number) => entryLabel(item, entry.noun, index),
    message: (_field: string, earlier: string, noun: string) => `repeats the key of ${earlier}; each ${noun} needs a key of its own.`,
  },
};

function repeated(test: TestContext, items: unknown[], entry: EntryRule, what: keyof typeof UNIQUE): ValidationError[] {
  const rule = UNIQUE[what];
  const validation = validationOf(test);
  const scope = entry.uniqueName === "inFile" ? entry : items;
  const seenOfKind = validation.seen[what];
  const seen = seenOfKind.get(scope) ?? new Map<string, string>();
  seenOfKind.set(scope, seen);
  const outer = placeOf(stepsOf(pathOf(test)), validation.root, validation.fields, "").entries;
  return items.flatMap((item, index) => {
    const found = isYamlMap(item) ? rule.valueOf(item) : undefined;
    if (!found) return [];
    const earlier = seen.get(found.value);
    if (earlier === undefined) {
      seen.set(found.value, describeEntries([...outer, rule.label(item as YamlMap, entry, index)]));
      return [];
    }
    return [test.createError({ path: `${test.path}[${index}].${found.field}`, message: rule.message(found.field, earlier, entry.noun) })];
  });
}

/**
 * A figure that must rise from entry to entry (the start of each bracket of a tax schedule, and its rate): each
 * entry's is compared with the entry before it, when both are numbers (a number that is not one is told elsewhere).
 */
function notRising(test: TestContext, items: unknown[], entry: EntryRule, name: string): ValidationError[] {
  const label = (entry.fields[name] as Field | undefined)?.label.toLowerCase() ?? name;
  return items.flatMap((item, index) => {
    const previous: unknown = index > 0 && isYamlMap(items[index - 1]) ? (items[index - 1] as YamlMap)[name] : undefined;
    const value: unknown = isYamlMap(item) ? item[name] : undefined;
    if (typeof previous !== "number" || typeof value !== "number" || value > previous) return [];
    const message = `must be more than the ${label} of ${entry.noun} ${index} (${previous}), as each ${entry.noun} must rise above the one before it, but it is ${value}.`;
    return [test.createError({ path: `${test.path}[${index}].${name}`, message })];
  });
}

/* From yup's paths to an editor's words */

type Step = string | number;

/** "sections[0].plans[1]["the price"]" → ["sections", 0, "plans", 1, "the price"]. */
function stepsOf(path: string): Step[] {
  return [...path.matchAll(/\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|([^.[\]]+)/g)].map((match) => {
    // A group that took no part in the match is undefined.
    const [, index, quoted, name] = match as (string | undefined)[];
    return index !== undefined ? Number(index) : quoted !== undefined ? (JSON.parse(quoted) as string) : name!;
  });
}

function describeEntries(entries: readonly string[]): string {
  const [own, ...outer] = [...entries].reverse();
  return outer.length === 0 ? own : `${own} (${outer.join(", ")})`;
}

/**
 * Where `steps` lead, as the messages say it: the entries passed on the way, the field path within the last
 * of them, and the message, which for an item of a list that is not an entry of its own starts "item 3". With
 * it, the place's position in the document: at each step, a field's place among those written, or after them
 * in the order of the declaration for one that is missing; an item's index.
 */
function placeOf(steps: readonly Step[], data: YamlMap, rootFields: Fields, message: string) {
  let fields: Fields | undefined = rootFields;
  let value: unknown = data;
  let field: Field | undefined;
  let fieldPath: string[] = [];
  const entries: string[] = [];
  const position: number[] = [];
  for (const step of steps) {
    if (typeof step === "number") {
      position.push(step);
      const item: unknown = Array.isArray(value) ? value[step] : undefined;
      if (field?.kind !== "entryList" || !isYamlMap(item)) {
        message = `item ${step + 1} ${message}`;
        break;
      }
      // An unnamed entry of a list inside a group (a bracket of one filing status's schedule) says which list.
      const label = entryLabel(item, field.entry.noun, step);
      entries.push(fieldPath.length > 1 && !nameFieldOf(item) ? `${label} of ${field.label} (${fieldPath.join(".")})` : label);
      [fields, value, fieldPath] = [field.entry.fields, item, []];
    } else {
      const written = isYamlMap(value) ? Object.keys(value) : [];
      position.push(written.includes(step) ? written.indexOf(step) : written.length + Object.keys(fields ?? {}).indexOf(step));
      field = fields?.[step];
      value = isYamlMap(value) ? value[step] : undefined;
      fieldPath.push(step);
      fields = field?.kind === "group" ? field.fields : undefined;
    }
  }
  return {
    entries,
    position,
    ...(entries.length > 0 && { entry: describeEntries(entries) }),
    ...(fieldPath.length > 0 && { field: fieldPath.join(".") }),
    message,
  };
}

/** Compares two positions in the document (see placeOf): fields in the order they are written, then the missing. */
function inDocumentOrder(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
