// Writes the content of the tests' second site: a copy of content/ whose English lists are in reverse order (but those
// whose order means something, `ordered`: the plan finder's questions and rules), their
// translations left as they are, to show that translations follow their entry's key, not its place; whose firm
// sets no service in Spanish, to show that the site then says nothing of it; and whose firm's scheduling page,
// document portal, upload link and payment page are the other way round from the published content's (set where it
// leaves them empty, removed where it sets them), so that the tests see the booking button, the documents notice and
// the client's services both ways.
// Usage: tsx scripts/variant-content.ts <folder to write> [content folder to start from, content/ by default]
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { JSON_SCHEMA, dump, load } from "js-yaml";
import { isKeyed, type Fields } from "../src/lib/content/declare";
import { FILE_TYPES } from "../src/lib/content/types";
import { isYamlMap, type YamlMap } from "../src/lib/content/yaml";

function reversed(fields: Fields, data: YamlMap): YamlMap {
  const result: YamlMap = { ...data };
  for (const [name, field] of Object.entries(fields)) {
    const value = data[name];
    if (field.kind === "group" && isYamlMap(value)) result[name] = reversed(field.fields, value);
    if (field.kind === "entryList" && Array.isArray(value)) {
      const entries = value.map((entry: unknown) => (isYamlMap(entry) ? reversed(field.entry.fields, entry) : entry));
      result[name] = isKeyed(field) && !field.ordered ? entries.reverse() : entries;
    }
  }
  return result;
}

/** The firm's optional addresses the second site sets where the published content leaves them empty. */
const STAND_IN_LINKS = {
  schedulerUrl: "https://scheduling.example.com/tallyfield/free-call",
  portalUrl: "https://portal.example.com/tallyfield",
  uploadUrl: "https://portal.example.com/tallyfield/upload",
  paymentUrl: "https://pay.example.com/tallyfield",
};

function otherWayRound(firm: YamlMap): YamlMap {
  const unset = Object.keys(STAND_IN_LINKS).filter((field) => firm[field]);
  const set = Object.entries(STAND_IN_LINKS).filter(([field]) => !firm[field]);
  return { ...Object.fromEntries(Object.entries(firm).filter(([field]) => !unset.includes(field))), ...Object.fromEntries(set) };
}

const [target, source = join(__dirname, "..", "content")] = process.argv.slice(2);
if (!target) throw new Error("Usage: tsx scripts/variant-content.ts <folder to write> [content folder]");
rmSync(target, { recursive: true, force: true });
cpSync(source, target, { recursive: true });
for (const type of FILE_TYPES) {
  const path = join(target, type.path);
  // Dates stay text, as written: a date read as a Date object would be written back as a timestamp.
  const file = load(readFileSync(path, "utf8"), { schema: JSON_SCHEMA }) as { en: YamlMap };
  let en = reversed(type.fields, file.en);
  if (type.name === "firm") {
    delete en.spanishService;
    en = otherWayRound(en);
  }
  writeFileSync(path, dump({ ...file, en }, { lineWidth: -1, schema: JSON_SCHEMA }));
}
