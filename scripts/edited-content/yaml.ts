/* Reading and writing the copy's YAML files, and the moves an editor makes on a list in both languages. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { JSON_SCHEMA, dump, load } from "js-yaml";
import { fresh } from "../fresh";

export type Entry = Record<string, unknown> & { id: string };
export interface Sides {
  en: Record<string, unknown>;
  es?: Record<string, unknown>;
}

/** One YAML file of the copy, both languages; dates stay text, as written. */
export const readSides = (folder: string, file: string) => load(readFileSync(join(folder, file), "utf8"), { schema: JSON_SCHEMA }) as Sides;

/** Edits one YAML file of the copy, both languages. */
export function editFile(folder: string, file: string, change: (sides: Sides) => void) {
  const sides = readSides(folder, file);
  change(sides);
  writeFileSync(join(folder, file), dump(sides, { lineWidth: -1, schema: JSON_SCHEMA }));
}

/** The list at `path` of one language's side (an empty list where the side has none). */
export function list(side: Record<string, unknown> | undefined, ...path: string[]): Entry[] {
  let value: unknown = side;
  for (const name of path) value = (value as Record<string, unknown> | undefined)?.[name];
  return Array.isArray(value) ? (value as Entry[]) : [];
}

/** The Spanish entry that translates `entry` (the same key). */
export const partner = (entries: Entry[], entry: Entry) => entries.find(({ id }) => id === entry.id);

/** Removes an entry and, from `translations`, its partner. */
export function remove(entries: Entry[], translations: Entry[], entry: Entry) {
  entries.splice(entries.indexOf(entry), 1);
  const translation = partner(translations, entry);
  if (translation) translations.splice(translations.indexOf(translation), 1);
}

/** Moves an entry from one place to another. */
export function move(entries: Entry[], from: number, to: number) {
  const [entry] = entries.splice(from, 1);
  entries.splice(to, 0, entry);
}

export const freshKey = (entries: readonly Entry[], wanted: string) =>
  fresh(
    entries.map(({ id }) => id),
    wanted,
    (key) => `${key}-new`,
  );
export const freshTitle = (entries: readonly Entry[], wanted: string, field = "title") =>
  fresh(
    entries.map((entry) => entry[field]),
    wanted,
    (title) => `${title} (new)`,
  );

/** Gives `field` of an entry and of its translation a new text, each language its own way. */
export function retitle(
  entry: Entry,
  translation: Entry | undefined,
  change: { en: (text: string) => string; es: (text: string) => string },
  field = "title",
) {
  entry[field] = change.en(String(entry[field]));
  if (translation) translation[field] = change.es(String(translation[field]));
}
