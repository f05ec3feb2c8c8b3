import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The types hold each Spanish entry to its English one; this holds the folders to each other, so that a topic
 * or an entry that only one language has fails too.
 */
const withoutExtension = (file: string) => file.replace(/\.tsx?$/, "");

/** Each entry's file, as `<topic>/<entry>.ts`. */
const filesOf = (language: string) =>
  readdirSync(join(__dirname, language), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .sort();

describe("the catalog of interface words", () => {
  it("has the same topics and entries in every language", () => {
    expect(filesOf("es").map(withoutExtension)).toEqual(filesOf("en").map(withoutExtension));
  });

  it.each(filesOf("en"))("has in Spanish what %s has in English, and no more", async (file) => {
    const [en, es] = (await Promise.all([
      import(join(__dirname, "en", file)),
      import(join(__dirname, "es", filesOf("es").find((other) => withoutExtension(other) === withoutExtension(file)) ?? file)),
    ])) as [object, object];
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });
});
