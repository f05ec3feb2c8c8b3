import { describe, expect, it } from "vitest";
import { cmsCollections, cmsFields, type CmsField } from "./collections";
import {
  choices,
  date,
  group,
  integer,
  line,
  list,
  number,
  optional,
  passage,
  texts,
  type EntryListField,
  type FileContentType,
} from "../lib/content/declare";
import { graphqlTypeDefs } from "../lib/content/graphqlTypes";
import { checkNamedFields } from "../lib/content/schema";
import { FILE_TYPES, MARKDOWN_TYPES, YAML_FOLDER_TYPES } from "../lib/content/types";
import { pricing } from "../lib/content/types/pricing";

const context = { routes: new Set(["/", "/contact"]), routeList: ["/", "/contact"], currentYear: 2026 };

/** The pricing type with one more field on every plan, declared in one line. */
function pricingWithTurnaround(): FileContentType {
  const sections = pricing.fields.sections as EntryListField;
  const plans = sections.entry.fields.plans as EntryListField;
  const planFields = { ...plans.entry.fields, turnaround: line("Turnaround", { hint: "How soon the work is done." }) };
  const withPlans = { ...sections.entry.fields, plans: { ...plans, entry: { ...plans.entry, fields: planFields } } };
  return { ...pricing, fields: { sections: { ...sections, entry: { ...sections.entry, fields: withPlans } } } };
}

const plan = {
  id: "basic",
  title: "Basic",
  price: "$99",
  description: "Simple.",
  features: ["One state"],
  popular: false,
  cta: { label: "Go", link: "/contact" },
};

describe("a field declared once", () => {
  const declared = pricingWithTurnaround();

  it("becomes a field of the GraphQL type", () => {
    const sdl = graphqlTypeDefs([declared], MARKDOWN_TYPES);
    expect(sdl).toMatch(/type PricingSectionsPlans \{[^}]*\n {2}turnaround: String!\n\}/);
  });

  it("becomes a field of the content manager, with its words", () => {
    const [collection] = cmsCollections([declared], []);
    const sections = collection.files![0].fields.find((field) => field.name === "sections")!;
    const plans = (sections.fields as CmsField[]).find((field) => field.name === "plans")!;
    expect((plans.fields as CmsField[]).at(-1)).toEqual({
      name: "turnaround",
      label: "Turnaround",
      widget: "string",
      hint: "How soon the work is done.",
      i18n: true,
    });
  });

  it("is required by the content check, and accepted once written", () => {
    const data = { sections: [{ id: "individual", title: "Individual", description: "For people.", plans: [plan] }] };
    expect(checkNamedFields("content/pricing/pricing.yaml", data, declared.fields, "this file", context)).toEqual([
      {
        file: "content/pricing/pricing.yaml",
        entry: 'plan "Basic" (section "Individual")',
        field: "turnaround",
        message: "is required, but it is missing.",
      },
    ]);
    const written = { sections: [{ ...data.sections[0], plans: [{ ...plan, turnaround: "Two weeks" }] }] };
    expect(checkNamedFields("content/pricing/pricing.yaml", written, declared.fields, "this file", context)).toEqual([]);
  });
});

describe("the GraphQL types", () => {
  const sdl = graphqlTypeDefs();

  it("declares every file's type as a node, not inferred, with its groups and lists named after their place", () => {
    for (const type of FILE_TYPES) {
      // The content in one language, with its language, and the node of the file with both.
      expect(sdl).toContain(`type ${type.typeName} implements Node @dontInfer {\n  lang: String!\n`);
      expect(sdl).toContain(`type ${type.typeName}Yaml implements Node @dontInfer {\n  id: ID!\n}`);
    }
    expect(sdl).toContain("  hours: FirmHours!\n");
    expect(sdl).toContain("  days: [FirmHoursDays!]!\n");
    expect(sdl).toContain("  dayOfWeek: [String!]!\n");
  });

  it("marks what is optional without !, and gives numbers their kind", () => {
    expect(sdl).toMatch(/type FirmHoursDays \{[^}]*\n {2}opens: String\n/);
    expect(sdl).toContain("  foundedYear: Int!\n");
    expect(sdl).toContain("  latitude: Float!\n");
  });

  it("requires of every Markdown page only what every kind of page has", () => {
    expect(sdl).toContain(
      "type MarkdownFrontmatter {\n  title: String!\n  description: String!\n  date: Date! @dateformat\n  author: String\n  audience: String\n  sources: [MarkdownFrontmatterSources!]\n}",
    );
  });
});

describe("the content manager's fields", () => {
  const fields = cmsFields({
    title: line("Title", { pattern: ["^[A-Z]", "Start with a capital"] }),
    body: passage("Text", { hint: "A few sentences." }),
    kind: line("Kind", { oneOf: ["a", "b"] }),
    days: choices("Days", ["Monday", "Tuesday"]),
    notes: texts("Notes", { name: "note", label: "Note", widget: "text" }),
    year: integer("Year"),
    share: optional(number("Share", { default: 0 })),
    reviewed: date("Reviewed"),
    due: date("Due", { businessDay: true }),
    cutoff: date("Cut-off", { notAfter: "due" }),
    place: group("Place", { city: line("City") }),
    people: list("People", "person", { name: line("Name") }, { summary: "{{fields.name}}" }),
  });

  it("gives each kind of field its widget", () => {
    expect(fields).toEqual([
      // Texts are edited in each language (i18n); choices, numbers, dates are the English's.
      { name: "title", label: "Title", widget: "string", pattern: ["^[A-Z]", "Start with a capital"], i18n: true },
      { name: "body", label: "Text", widget: "text", hint: "A few sentences.", i18n: true },
      { name: "kind", label: "Kind", widget: "select", options: ["a", "b"] },
      { name: "days", label: "Days", widget: "select", multiple: true, options: ["Monday", "Tuesday"] },
      { name: "notes", label: "Notes", widget: "list", field: { name: "note", label: "Note", widget: "text" }, i18n: true },
      { name: "year", label: "Year", widget: "number", value_type: "int" },
      { name: "share", label: "Share", widget: "number", value_type: "float", required: false, default: 0 },
      { name: "reviewed", label: "Reviewed", widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false },
      // The rules between dates are the content check's: the content manager's date picker knows none of them.
      { name: "due", label: "Due", widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false },
      { name: "cutoff", label: "Cut-off", widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false },
      { name: "place", label: "Place", widget: "object", fields: [{ name: "city", label: "City", widget: "string", i18n: true }], i18n: true },
      {
        name: "people",
        label: "People",
        widget: "list",
        summary: "{{fields.name}}",
        fields: [
          // Each person's key pairs it with its translation, and is typed on both sides.
          {
            name: "id",
            label: "Key",
            widget: "string",
            pattern: ["^[a-z0-9]+(-[a-z0-9]+)*$", "Lowercase letters, digits and hyphens, like basic-filing"],
            hint: expect.stringContaining("never changes once published") as unknown,
            i18n: true,
          },
          { name: "name", label: "Name", widget: "string", i18n: true },
        ],
        i18n: true,
      },
    ]);
  });

  it("gives a key only to the entries of a list that has something to translate", () => {
    const [keyed] = cmsFields({ people: list("People", "person", { name: line("Name") }) });
    const [plain] = cmsFields({ links: list("Links", "link", { url: line("Address", { format: "link" }) }) });
    expect((keyed.fields as CmsField[]).map((field) => field.name)).toEqual(["id", "name"]);
    expect((plain.fields as CmsField[]).map((field) => field.name)).toEqual(["url"]);
  });

  it("has one collection per content file and per folder of pages (the labels are checked in the admin itself, e2e/cms)", () => {
    const collections = cmsCollections();
    expect(collections.map((collection) => collection.name)).toEqual(
      [...FILE_TYPES, ...YAML_FOLDER_TYPES, ...MARKDOWN_TYPES].map((type) => type.name),
    );
    expect(collections.find((collection) => collection.name === "taxYears")).toMatchObject({
      folder: "content/tax-years",
      extension: "yaml",
      format: "yaml",
      i18n: { structure: "single_file" },
    });
    expect(collections.filter((collection) => collection.files).map((collection) => collection.files![0].file)).toEqual(
      FILE_TYPES.map((type) => `content/${type.path}`),
    );
    const articles = collections.find((collection) => collection.name === "blog")!;
    expect(articles).toMatchObject({ folder: "content/blog", create: true, slug: "{{slug}}", extension: "md", format: "frontmatter" });
    expect(articles.fields!.at(-1)).toMatchObject({ name: "body", widget: "markdown" });
  });

  it("edits each YAML file's languages side by side, in the one file Decap allows for them", () => {
    const [firm] = cmsCollections();
    expect(firm).toMatchObject({ name: "firm", i18n: { structure: "single_file" } });
    expect(firm.files![0].i18n).toBe(true);
    const fieldsByName = Object.fromEntries(firm.files![0].fields.map((field) => [field.name, field]));
    expect(fieldsByName.tagline.i18n).toBe(true);
    expect(fieldsByName.brand.i18n).toBeUndefined();
    expect(fieldsByName.phone.i18n).toBeUndefined();
  });
});
