/*
 * The TypeScript type of content is inferred from its declaration: these hold the inference itself, so that a
 * builder typed wide again (a field as any `Field`) fails `npm run typecheck` here rather than loosening every view.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import { boolean, choices, date, group, line, list, optional, passage, untranslated, type ContentOf } from "./declare";
import type { Faq } from "./types/faq";
import type { Pricing } from "./types/pricing";

describe("the type of content, from its declaration", () => {
  const declared = {
    fields: {
      title: line("Title"),
      answer: line("Included?", { oneOf: ["yes", "no"] as const }),
      note: optional(passage("Note")),
      shown: boolean("Shown"),
      reviewed: date("Reviewed"),
      days: choices("Days", ["Monday", "Tuesday"]),
      cta: group("Button", { label: line("Text") }),
      rows: list("Rows", "row", { label: line("Label") }),
      names: list("Names", "name", { name: untranslated(line("Name")) }),
    },
  };
  type Declared = ContentOf<typeof declared>;

  it("makes a required field a property, and an optional one an optional property that may be empty", () => {
    expectTypeOf<Declared["title"]>().toEqualTypeOf<string>();
    expectTypeOf<Declared>().toHaveProperty("note");
    expectTypeOf<Pick<Declared, "note">>().toEqualTypeOf<{ note?: string | null }>();
  });

  it("makes a text's oneOf the union of its choices, and choices a list of them", () => {
    expectTypeOf<Declared["answer"]>().toEqualTypeOf<"yes" | "no">();
    expectTypeOf<Declared["days"]>().toEqualTypeOf<readonly ("Monday" | "Tuesday")[]>();
  });

  it("reads a switch as a boolean, and a date as its text", () => {
    expectTypeOf<Declared["shown"]>().toEqualTypeOf<boolean>();
    expectTypeOf<Declared["reviewed"]>().toEqualTypeOf<string>();
  });

  it("gives a translated entry of a list its key, and an untranslated one none", () => {
    expect(Object.keys(declared.fields.rows.entry.fields)).toEqual(["id", "label"]);
    expect(Object.keys(declared.fields.names.entry.fields)).toEqual(["name"]);
    expectTypeOf<Declared["cta"]>().toEqualTypeOf<{ label: string }>();
    expectTypeOf<Declared["rows"]>().toEqualTypeOf<readonly { id: string; label: string }[]>();
    expectTypeOf<Declared["names"][number]>().toEqualTypeOf<{ name: string }>();
  });

  it("holds the declared content types to their shapes", () => {
    expectTypeOf<Pricing["sections"][number]["plans"][number]["comparison"]>().toEqualTypeOf<
      readonly { id: string; answer: "included" | "not included" | "limit"; limit?: string | null }[] | null | undefined
    >();
    expectTypeOf<Faq["questions"][number]["category"]>().toEqualTypeOf<
      "Individual Taxes" | "Business Services" | "General Tax Info" | "Pricing & Engagement" | "Tax Issues"
    >();
  });
});
