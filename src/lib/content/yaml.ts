/*
 * Parsing YAML as the site's build does (js-yaml's default schema: an unquoted 2026-10-05 is a Date), and what
 * the check needs to know about the values it gives.
 */
import { DEFAULT_SCHEMA, load, Type } from "js-yaml";

export type YamlMap = Record<string, unknown>;

/**
 * How each date was written. js-yaml turns an unquoted 2026-02-30 into 2 March without a word; the date rule
 * reads the text written to refuse it.
 */
const writtenDates = new WeakMap<Date, string>();

const TIMESTAMP_TAG = "tag:yaml.org,2002:timestamp";

/** js-yaml's own timestamp, which also remembers the text of each date it makes. */
const rememberedTimestamp = new Type(TIMESTAMP_TAG, {
  kind: "scalar",
  resolve: (text: string) => /^\d{4}-/.test(text) && loadsAsDate(text),
  construct: (text: string) => {
    const date = load(text) as Date;
    writtenDates.set(date, text);
    return date;
  },
  instanceOf: Date,
});

/** The default schema, whose timestamp type the one above replaces (same tag). */
const SCHEMA = DEFAULT_SCHEMA.extend({ implicit: [rememberedTimestamp] });

function loadsAsDate(text: string): boolean {
  try {
    return load(text) instanceof Date;
  } catch {
    return false;
  }
}

/** Throws js-yaml's YAMLException when `text` is not YAML. */
export function parseYaml(text: string): unknown {
  return load(text, { schema: SCHEMA });
}

/** The text an unquoted date was written as in the YAML, e.g. "2026-02-30". */
export function writtenAs(date: Date): string | undefined {
  return writtenDates.get(date);
}

export function isYamlMap(value: unknown): value is YamlMap {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);
}
