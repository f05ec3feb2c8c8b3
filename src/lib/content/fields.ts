/*
 * The field checks: walks named fields along their rules (rules.ts), down through groups and lists of entries,
 * and reports each problem with its file, the entries around it and the field it is in.
 */
import { calendarDateProblem, formatProblemOf, isClockTime } from "./formats";
import type { LinkTargets } from "./links";
import {
  describeValue,
  fieldNames,
  listInWords,
  quote,
  repeatedNameMessage,
  unknownFieldMessage,
  withArticle,
  type ContentProblem,
} from "./messages";
import {
  NAME_FIELDS,
  type EntryListField,
  type EntryRule,
  type Field,
  type Fields,
  type NumberField,
  type TextField,
  type TextListField,
} from "./rules";
import { isBlank, isYamlMap, type YamlMap } from "./yaml";

export interface CheckContext extends LinkTargets {
  currentYear: number;
}

/** Where a value sits: its file, the entries around it (outermost first) and the path to it inside them. */
interface Place {
  file: string;
  entries: readonly string[];
  fieldPath: string;
}

/** The problems of one file, and the names seen so far for the duplicate-name rule. */
interface FileCheck {
  context: CheckContext;
  problems: ContentProblem[];
  namesSeen: Map<unknown, Map<string, string>>;
}

/**
 * The problems of the named fields `data` of `file` (a YAML file, an article's front matter); `owner` names
 * what has these fields in messages ("this file", "an article").
 */
export function checkNamedFields(
  file: string,
  data: YamlMap,
  fields: Fields,
  owner: string,
  context: CheckContext,
): ContentProblem[] {
  const check: FileCheck = { context, problems: [], namesSeen: new Map() };
  checkFields(check, data, fields, { file, entries: [], fieldPath: "" }, owner);
  return check.problems;
}

function report(check: FileCheck, place: Place, message: string, field: string | undefined = place.fieldPath) {
  check.problems.push({
    file: place.file,
    ...(place.entries.length > 0 && { entry: describeEntries(place.entries) }),
    ...(field && { field }),
    message,
  });
}

function describeEntries(entries: readonly string[]): string {
  const [own, ...outer] = [...entries].reverse();
  return outer.length === 0 ? own : `${own} (${outer.join(", ")})`;
}

function inField(place: Place, name: string): Place {
  return { ...place, fieldPath: place.fieldPath ? `${place.fieldPath}.${name}` : name };
}

/** Checks the fields present in document order, then the required ones that are absent. */
function checkFields(check: FileCheck, value: YamlMap, fields: Fields, place: Place, owner: string) {
  for (const [name, fieldValue] of Object.entries(value)) {
    const field = fields[name];
    if (field) checkField(check, fieldValue, field, inField(place, name));
    else report(check, inField(place, name), unknownFieldMessage(name, fields, owner));
  }
  for (const [name, field] of Object.entries(fields)) {
    if (field.required && !(name in value)) report(check, inField(place, name), "is required, but it is missing.");
  }
}

function checkField(check: FileCheck, value: unknown, field: Field, place: Place) {
  if (isBlank(value)) {
    if (field.required) report(check, place, emptyMessage(value));
    return;
  }
  switch (field.kind) {
    case "string":
    case "text":
      return checkText(check, value, field, place);
    case "number":
    case "integer":
      return checkNumber(check, value, field, place);
    case "boolean":
      if (typeof value !== "boolean") report(check, place, `must be true or false, but it is ${describeValue(value)}.`);
      return;
    case "date": {
      const problem = calendarDateProblem(value);
      if (problem) report(check, place, problem);
      return;
    }
    case "textList":
      return checkTextList(check, value, field, place);
    case "group":
      if (isYamlMap(value)) checkFields(check, value, field.fields, place, `"${place.fieldPath}"`);
      else report(check, place, `must be a group of fields (${fieldNames(field.fields)}), but it is ${describeValue(value)}.`);
      return;
    case "entryList":
      return checkEntryList(check, value, field, place);
  }
}

function emptyMessage(value: unknown): string {
  return Array.isArray(value) ? "is required, but the list is empty." : "is required, but it is empty.";
}

function checkText(check: FileCheck, value: unknown, field: TextField, place: Place) {
  if (typeof value !== "string") {
    report(check, place, `must be text, but it is ${describeValue(value)}${quotingHint(value)}.`);
    return;
  }
  const problem =
    (field.oneOf && oneOfProblem(value, field.oneOf)) ||
    (field.format && formatProblemOf(value, field.format, check.context)) ||
    (field.length && lengthProblem(value, field.length));
  if (problem) report(check, place, problem);
}

function quotingHint(value: unknown): string {
  const looksLikeText = typeof value === "number" || typeof value === "boolean";
  return looksLikeText ? ` (put it in quotes, "${value}", to keep it as text)` : "";
}

function oneOfProblem(value: string, allowed: readonly string[]): string | undefined {
  if (allowed.includes(value)) return undefined;
  const sameLetters = allowed.find((option) => option.toLowerCase() === value.trim().toLowerCase());
  const hint = sameLetters ? ` (did you mean ${quote(sameLetters)}? capital letters and spaces count)` : "";
  return `must be one of ${listInWords(allowed.map(quote))}, but it is ${quote(value)}${hint}.`;
}

function lengthProblem(value: string, { min, max }: { min: number; max: number }): string | undefined {
  const length = [...value.trim()].length;
  if (length >= min && length <= max) return undefined;
  return `must be ${min} to ${max} characters long, but it is ${length} characters long.`;
}

function checkNumber(check: FileCheck, value: unknown, field: NumberField, place: Place) {
  const wanted = field.kind === "integer" ? "a whole number" : "a number";
  if (typeof value !== "number" || !Number.isFinite(value) || (field.kind === "integer" && !Number.isInteger(value))) {
    const hint = typeof value === "string" && Number.isFinite(Number(value)) ? " (write it without quotes)" : "";
    report(check, place, `must be ${wanted}, but it is ${describeValue(value)}${hint}.`);
    return;
  }
  const max = field.max === "currentYear" ? check.context.currentYear : field.max;
  const problem = rangeProblem(value, field.min, max);
  if (problem) report(check, place, problem);
}

function rangeProblem(value: number, min: number | undefined, max: number | undefined): string | undefined {
  const tooLow = min !== undefined && value < min;
  const tooHigh = max !== undefined && value > max;
  if (!tooLow && !tooHigh) return undefined;
  if (min !== undefined && max !== undefined) return `must be between ${min} and ${max}, but it is ${value}.`;
  return tooLow ? `must be at least ${min}, but it is ${value}.` : `must be at most ${max}, but it is ${value}.`;
}

function checkTextList(check: FileCheck, value: unknown, field: TextListField, place: Place) {
  if (!Array.isArray(value)) {
    report(check, place, `must be a list of texts, but it is ${describeValue(value)}.`);
    return;
  }
  value.forEach((item, index) => {
    const problem = textListItemProblem(item, field);
    if (problem) report(check, place, `item ${index + 1} ${problem}`);
  });
}

function textListItemProblem(item: unknown, field: TextListField): string | undefined {
  if (isBlank(item)) return "is empty.";
  if (typeof item !== "string") return `must be text, but it is ${describeValue(item)}${quotingHint(item)}.`;
  return field.oneOf && oneOfProblem(item, field.oneOf);
}

function checkEntryList(check: FileCheck, value: unknown, field: EntryListField, place: Place) {
  const { entry } = field;
  if (!Array.isArray(value)) {
    report(check, place, `must be a list of ${entry.noun} entries, but it is ${describeValue(value)}.`);
    return;
  }
  value.forEach((item, index) => {
    if (!isYamlMap(item)) {
      const wanted = `${withArticle(entry.noun)} with the fields ${fieldNames(entry.fields)}`;
      report(check, place, `item ${index + 1} must be ${wanted}, but it is ${describeValue(item)}.`);
      return;
    }
    const entries = [...place.entries, entryLabel(item, entry, index)];
    const entryPlace: Place = { file: place.file, entries, fieldPath: "" };
    checkFields(check, item, entry.fields, entryPlace, withArticle(entry.noun));
    if (entry.uniqueName) {
      const position = describeEntries([...place.entries, `${entry.noun} ${index + 1}`]);
      checkUniqueName(check, item, entry, value, entryPlace, position);
    }
    if (entry.check === "openingTimes") checkOpeningTimes(check, item, entryPlace);
  });
}

/* Entries: their names and the rules that look at a whole entry */

function nameFieldOf(item: YamlMap): { field: string; name: string } | undefined {
  for (const field of NAME_FIELDS) {
    const value = item[field];
    if (typeof value === "string" && value.trim() !== "") return { field, name: value.trim() };
  }
  return undefined;
}

function entryLabel(item: YamlMap, entry: EntryRule, index: number): string {
  const named = nameFieldOf(item);
  return named ? `${entry.noun} ${quote(named.name)}` : `${entry.noun} ${index + 1}`;
}

/** `position` names the earlier entry by its number, as its name is the same as this one's. */
function checkUniqueName(
  check: FileCheck,
  item: YamlMap,
  entry: EntryRule,
  list: unknown[],
  place: Place,
  position: string,
) {
  const named = nameFieldOf(item);
  if (!named) return;
  const scope = entry.uniqueName === "inFile" ? entry : list;
  const seen = check.namesSeen.get(scope) ?? new Map<string, string>();
  check.namesSeen.set(scope, seen);
  const key = named.name.toLowerCase();
  const earlier = seen.get(key);
  if (earlier === undefined) {
    seen.set(key, position);
    return;
  }
  report(check, place, repeatedNameMessage(named.field, earlier, entry.noun), named.field);
}

function checkOpeningTimes(check: FileCheck, day: YamlMap, place: Place) {
  const times = ["opens", "closes"] as const;
  if (day.closed === true) {
    const message = 'must be left out for a day that is closed (closed: true); remove it, or remove "closed: true".';
    for (const field of times.filter((name) => !isBlank(day[name]))) report(check, place, message, field);
    return;
  }
  const message = 'is required for a day that is open; a day needs both "opens" and "closes", or "closed: true".';
  for (const field of times.filter((name) => isBlank(day[name]))) report(check, place, message, field);
  const { opens, closes } = day;
  if (isClockTime(opens) && isClockTime(closes) && opens >= closes) {
    report(check, place, `must be later than the opening time (${opens}), but it is ${closes}.`, "closes");
  }
}
