/*
 * The content check: reads every file described in rules.ts and reports, in words an editor understands,
 * each problem with the file, the entry and the field it is in. It reports every problem it finds, so that
 * one build tells the editor everything to fix.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load, YAMLException } from "js-yaml";
import { isValidEmail } from "../forms/email";
import { CUSTOM_QUOTE_REQUEST, OTHER_INQUIRY } from "../forms/serviceOptions";
import {
  CONTENT_FILES,
  NAME_FIELDS,
  type ContentFileRule,
  type EntryListField,
  type EntryRule,
  type Field,
  type Fields,
  type NumberField,
  type TextField,
  type TextFormat,
  type TextListField,
} from "./rules";

export interface ContentProblem {
  /** As the editor sees it in the repository, e.g. "content/pricing/pricing.yaml". */
  file: string;
  /** e.g. `plan "Deluxe Filing" (section "Individual")`. */
  entry?: string;
  /** Relative to the entry, e.g. "cta.link". */
  field?: string;
  message: string;
}

export interface CheckOptions {
  /** Every path of the site, e.g. "/", "/services", "/blog/common-deductions". */
  routes: readonly string[];
  /** The latest founding year allowed; the current year unless given. */
  currentYear?: number;
}

/** Where the services are listed: a contact link may only ask for one of their titles. */
const SERVICES_FILE = "services/services.yaml";
const CONTACT_PATH = "/contact";
const SERVICE_PARAMETER = "service";
/** Routes are listed in a message only while the list stays short enough to read. */
const MAX_ROUTES_LISTED = 20;

type YamlMap = Record<string, unknown>;

interface CheckContext {
  routes: ReadonlySet<string>;
  routeList: readonly string[];
  /** Undefined when the services file cannot be read: contact links are then not checked against it. */
  serviceTitles?: readonly string[];
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

type ReadResult = { rule: ContentFileRule; file: string } & ({ data: YamlMap } | { problem: ContentProblem });

export function checkContent(contentDir: string, options: CheckOptions): ContentProblem[] {
  const files = [...CONTENT_FILES].sort((a, b) => a.path.localeCompare(b.path));
  const read = files.map((rule) => readContentFile(contentDir, rule));
  const context: CheckContext = {
    routes: new Set(options.routes.map(normalizePath)),
    routeList: [...options.routes].sort(),
    serviceTitles: serviceTitlesOf(read),
    currentYear: options.currentYear ?? new Date().getFullYear(),
  };
  return read.flatMap((result) =>
    "problem" in result ? [result.problem] : checkFile(result.file, result.data, result.rule, context),
  );
}

export function formatProblem({ file, entry, field, message }: ContentProblem): string {
  const where = [file, entry, field === undefined ? undefined : `field "${field}"`].filter(Boolean).join(", ");
  return `${where}: ${message}`;
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  const heading = `The content has ${count} that must be fixed before the site can be published:`;
  return [heading, ...problems.map((problem, index) => `${index + 1}. ${formatProblem(problem)}`)].join("\n");
}

/* Reading files */

function readContentFile(contentDir: string, rule: ContentFileRule): ReadResult {
  const file = `content/${rule.path}`;
  const fail = (message: string): ReadResult => ({ rule, file, problem: { file, message } });
  const fullPath = join(contentDir, rule.path);
  if (!existsSync(fullPath)) {
    return fail("This file is missing. The site cannot be built without it; restore it from an earlier version.");
  }
  let data: unknown;
  try {
    data = load(readFileSync(fullPath, "utf8"));
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    return fail(`The file could not be read as YAML at line ${error.mark.line + 1}: ${error.reason}.`);
  }
  if (!isYamlMap(data)) {
    const fields = Object.keys(rule.fields).join(", ");
    return fail(`The file must hold named fields at its top level (${fields}), but it ${whatTheRootHolds(data)}.`);
  }
  return { rule, file, data };
}

function whatTheRootHolds(data: unknown): string {
  if (data === null || data === undefined) return "is empty";
  return `holds ${describeValue(data)}`;
}

function serviceTitlesOf(read: readonly ReadResult[]): readonly string[] | undefined {
  const services = read.find((result) => result.rule.path === SERVICES_FILE);
  if (!services || !("data" in services) || !Array.isArray(services.data.services)) return undefined;
  return services.data.services.flatMap((service) =>
    isYamlMap(service) && typeof service.title === "string" ? [service.title.trim()] : [],
  );
}

/* Walking a file along its rules */

function checkFile(file: string, data: YamlMap, rule: ContentFileRule, context: CheckContext): ContentProblem[] {
  const check: FileCheck = { context, problems: [], namesSeen: new Map() };
  checkFields(check, data, rule.fields, { file, entries: [], fieldPath: "" }, "this file");
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

function unknownFieldMessage(name: string, fields: Fields, owner: string): string {
  const known = Object.keys(fields);
  const suggestion = closestName(name, known);
  const didYouMean = suggestion ? ` Did you mean "${suggestion}"?` : "";
  const fieldList = `The fields of ${owner} are: ${known.join(", ")}.`;
  return `is not a field of ${owner}, so the site would ignore it.${didYouMean} ${fieldList}`;
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
    (field.format && formatProblemOf(value, field.format, check.context));
  if (problem) report(check, place, problem);
}

function quotingHint(value: unknown): string {
  const looksLikeText = typeof value === "number" || typeof value === "boolean";
  return looksLikeText ? ` (put it in quotes, "${value}", to keep it as text)` : "";
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
  const { field } = named;
  const message = `repeats the ${field} of ${earlier}; each ${entry.noun} needs a different ${field} (capital letters alone do not make a difference).`;
  report(check, place, message, field);
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

/* Text formats */

/** What a value of each format looks like, in the words of the messages. */
const EXPECTED_FORM: Record<Exclude<TextFormat, "link">, string> = {
  price:
    'a dollar amount such as "$99", "$1,200" or "$99.50", optionally followed by a slash and what it is per ' +
    '("$250/hr", "$299/applicant"), or exactly "Custom"',
  email: "an e-mail address such as info@example.com",
  phone: 'a phone number with 10 or 11 digits, such as "(800) 555-0142"',
  time: 'a time on the 24-hour clock written as HH:MM, such as "09:00" or "18:00"',
};

const FOLLOWS_FORM: Record<Exclude<TextFormat, "link">, (value: string) => boolean> = {
  price: isPrice,
  email: isValidEmail,
  phone: (value) => [10, 11].includes(digitCount(value)),
  time: isClockTime,
};

function formatProblemOf(value: string, format: TextFormat, context: CheckContext): string | undefined {
  if (format === "link") return linkProblem(value.trim(), context);
  if (FOLLOWS_FORM[format](value)) return undefined;
  const found = format === "phone" ? `${quote(value)} has ${digitCount(value)}` : `it is ${quote(value)}`;
  return `must be ${EXPECTED_FORM[format]}, but ${found}.`;
}

const PRICE = /^\$(\d{1,3}(,\d{3})+|\d+)(\.\d{2})?(\/[a-z]+(-[a-z]+)*)?$/i;
const CUSTOM_PRICE = "Custom";

function isPrice(value: string): boolean {
  return value === CUSTOM_PRICE || PRICE.test(value);
}

function isClockTime(value: unknown): value is string {
  return typeof value === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

function digitCount(value: string): number {
  return value.replace(/\D/g, "").length;
}

const LINK_FORMS =
  "a web address starting with https:// (or http://), an e-mail link starting with mailto:, " +
  'a phone link starting with tel:, or a page of this site starting with / (such as "/contact")';

function linkProblem(link: string, context: CheckContext): string | undefined {
  if (/^https?:\/\//i.test(link)) {
    if (isWebAddress(link)) return undefined;
    return `must be a complete web address such as "https://www.irs.gov/payments", but it is ${quote(link)}.`;
  }
  if (/^mailto:/i.test(link)) {
    const address = link.slice("mailto:".length).split("?")[0];
    return isValidEmail(address) ? undefined : `must have an e-mail address after "mailto:", but it is ${quote(link)}.`;
  }
  if (/^tel:/i.test(link)) {
    if (/^tel:\+?[\d\s().-]*\d[\d\s().-]*$/i.test(link)) return undefined;
    return `must have a phone number after "tel:", but it is ${quote(link)}.`;
  }
  if (link.startsWith("/") && !link.startsWith("//")) return sitePathProblem(link, context);
  return `must be ${LINK_FORMS}, but it is ${quote(link)}.`;
}

function isWebAddress(link: string): boolean {
  try {
    return new URL(link).hostname.includes(".");
  } catch {
    return false;
  }
}

function sitePathProblem(link: string, context: CheckContext): string | undefined {
  // Only the path and query matter here; the base merely lets URL parse a path of our own site.
  const url = new URL(link, "https://site.invalid");
  const path = normalizePath(url.pathname);
  if (!context.routes.has(path)) {
    const { routeList } = context;
    const listed = routeList.length <= MAX_ROUTES_LISTED;
    const pages = listed ? ` The pages are: ${routeList.join(", ")}.` : " Check the spelling.";
    return `leads to ${quote(path)}, which is not a page of this site.${pages}`;
  }
  if (path === CONTACT_PATH && url.searchParams.has(SERVICE_PARAMETER)) {
    return contactServiceProblem((url.searchParams.get(SERVICE_PARAMETER) ?? "").trim(), context);
  }
  return undefined;
}

function contactServiceProblem(service: string, context: CheckContext): string | undefined {
  if (!context.serviceTitles) return undefined;
  const allowed = [...context.serviceTitles, OTHER_INQUIRY, CUSTOM_QUOTE_REQUEST];
  if (allowed.includes(service)) return undefined;
  const choices = `${allowed.map(quote).join(", ")} (a service's title exactly as in content/${SERVICES_FILE})`;
  return `asks the contact form for the service ${quote(service)}, which the form does not offer. After "?service=" write one of: ${choices}.`;
}

function normalizePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape is left as written: it then simply matches no route.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, "") : decoded;
}

/* Small helpers */

function oneOfProblem(value: string, allowed: readonly string[]): string | undefined {
  if (allowed.includes(value)) return undefined;
  const sameLetters = allowed.find((option) => option.toLowerCase() === value.trim().toLowerCase());
  const hint = sameLetters ? ` (did you mean ${quote(sameLetters)}? capital letters and spaces count)` : "";
  return `must be one of ${listInWords(allowed.map(quote))}, but it is ${quote(value)}${hint}.`;
}

function isYamlMap(value: unknown): value is YamlMap {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

function describeValue(value: unknown): string {
  if (typeof value === "string") return quote(value);
  if (typeof value === "number") return `the number ${value}`;
  if (typeof value === "boolean") return String(value);
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  if (Array.isArray(value)) return "a list";
  if (isYamlMap(value)) return "a group of fields";
  return "empty";
}

const LONGEST_QUOTE = 60;

function quote(text: string): string {
  const short = text.length > LONGEST_QUOTE ? `${text.slice(0, LONGEST_QUOTE - 1)}…` : text;
  return `"${short}"`;
}

function fieldNames(fields: Fields): string {
  return Object.keys(fields).join(", ");
}

function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}

function listInWords(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/** A known name that an unknown one is probably a typo of: same letters, or one or two letters off. */
function closestName(name: string, known: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const scored = known.map((candidate) => ({ candidate, distance: editDistance(lower, candidate.toLowerCase()) }));
  const best = scored.sort((a, b) => a.distance - b.distance)[0];
  return best && best.distance <= 2 ? best.candidate : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
}
