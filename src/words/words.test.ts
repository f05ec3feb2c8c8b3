import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The types hold each Spanish entry to its English one; this holds the folders to each other, so that a topic
 * or an entry that only one language has fails too.
 */
const filesOf = (language: string) => readdirSync(join(__dirname, language)).sort();
const topicsOf = (language: string) => filesOf(language).map((file) => file.replace(/\.tsx?$/, ""));

describe("the catalog of interface words", () => {
  it("has the same topics in every language", () => {
    expect(topicsOf("es")).toEqual(topicsOf("en"));
  });

  it.each(filesOf("en"))("has every English entry of %s in Spanish, and no other", async (file) => {
    const [en, es] = (await Promise.all([import(join(__dirname, "en", file)), import(join(__dirname, "es", file))])) as [object, object];
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });
});
