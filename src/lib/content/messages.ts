/*
 * The problems the content check reports, how they are printed, and the small helpers that word them for an
 * editor: quoting a value, describing what a value is, listing choices, suggesting the name meant.
 */
import { NAME_FIELDS, type Fields } from "./declare";
import { isYamlMap } from "./yaml";

export interface ContentProblem {
  /** As the editor sees it in the repository, e.g. "content/pricing/pricing.yaml". */
  file: string;
  /** In an article, the line of the file the problem is on (the opening "---" is line 1). */
  line?: number;
  /** e.g. `plan "Deluxe Filing" (section "Individual")`. */
  entry?: string;
  /** Relative to the entry, e.g. "cta.link". */
  field?: string;
  /** The language of the text at fault, when it is a translation: "Spanish". */
  language?: string;
  message: string;
  /** Something to check rather than to fix: printed, but it does not stop the build. */
  warning?: true;
}

export const isWarning = (problem: ContentProblem) => problem.warning === true;

export function formatProblem({ file, line, entry, field, language, message }: ContentProblem): string {
  const where = [
    file,
    line === undefined ? undefined : `line ${line}`,
    entry,
    field === undefined ? undefined : `field "${field}"`,
    language && `in ${language}`,
  ].filter(Boolean);
  return `${where.join(", ")}: ${message}`;
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  const heading = `The content has ${count} that must be fixed before the site can be published:`;
  return [heading, ...problems.map((problem, index) => `${index + 1}. ${formatProblem(problem)}`)].join("\n");
}

export function formatWarnings(warnings: readonly ContentProblem[]): string {
  const count = warnings.length === 1 ? "1 thing" : `${warnings.length} things`;
  const heading = `The content has ${count} to check (the site can still be published):`;
  return [heading, ...warnings.map((warning, index) => `${index + 1}. ${formatProblem(warning)}`)].join("\n");
}

export function unknownFieldMessage(name: string, fields: Fields, owner: string): string {
  const known = Object.keys(fields);
  const suggestion = closestName(name, known);
  const didYouMean = suggestion ? ` Did you mean "${suggestion}"?` : "";
  const fieldList = `The fields of ${owner} are: ${known.join(", ")}.`;
  return `is not a field of ${owner}, so the site would ignore it.${didYouMean} ${fieldList}`;
}

/** For the name `field` of a `noun` that `earlier` already has. */
export function repeatedNameMessage(field: string, earlier: string, noun: string): string {
  return `repeats the ${field} of ${earlier}; each ${noun} needs a different ${field} (capital letters alone do not make a difference).`;
}

/** The field that names an entry (the first of NAME_FIELDS it has written), with its name. */
export function nameFieldOf(item: unknown): { field: string; name: string } | undefined {
  if (!isYamlMap(item)) return undefined;
  for (const field of NAME_FIELDS) {
    const value = item[field];
    if (typeof value === "string" && value.trim() !== "") return { field, name: value.trim() };
  }
  return undefined;
}

/** An entry as messages name it: `plan "Deluxe Filing"`, or by its place in its list, `plan 3`. */
export function entryLabel(item: unknown, noun: string, index: number): string {
  const named = nameFieldOf(item);
  return named ? `${noun} ${quote(named.name)}` : `${noun} ${index + 1}`;
}

export function describeValue(value: unknown): string {
  if (typeof value === "string") return quote(value);
  if (typeof value === "number") return `the number ${value}`;
  if (typeof value === "boolean") return String(value);
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  if (Array.isArray(value)) return "a list";
  if (isYamlMap(value)) return "a group of fields";
  return "empty";
}

const LONGEST_QUOTE = 60;

export function quote(text: string): string {
  const short = text.length > LONGEST_QUOTE ? `${text.slice(0, LONGEST_QUOTE - 1)}…` : text;
  return `"${short}"`;
}

export function fieldNames(fields: Fields): string {
  return Object.keys(fields).join(", ");
}

export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}

export function listInWords(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/** A known name that an unknown one is probably a typo of: same letters, or one or two letters off. */
function closestName(name: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  const lower = name.toLowerCase();
  const scored = known.map((candidate) => ({ candidate, distance: editDistance(lower, candidate.toLowerCase()) }));
  const best = scored.sort((a, b) => a.distance - b.distance)[0];
  return best.distance <= 2 ? best.candidate : undefined;
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
