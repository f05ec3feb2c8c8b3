import { describe, expect, it } from "vitest";
import { group, isTranslated, line, list, optional, passage, texts, untranslated, boolean } from "./declare";
import { contentIn, translationGaps } from "./translation";
import { FIRST_LANGUAGE as FIRST, LANGUAGE_NAMES, LANGUAGES } from "../languages";

/** A translation into another language of the list, whichever (its texts are this test's own). */
const OTHER = LANGUAGES.find((language) => language !== FIRST)!;
const NAME = LANGUAGE_NAMES[OTHER];

const plan = {
  title: line("Plan name"),
  price: line("Price", { format: "price" }),
  features: texts("What is included", { name: "feature", label: "Item", widget: "string" }),
  popular: boolean("Most popular"),
  cta: group("Button", { label: line("Button text"), link: line("Button leads to", { format: "link" }) }),
};
const fields = {
  brand: untranslated(line("Brand name")),
  intro: passage("Introduction"),
  plans: list("Plans", "plan", plan),
};

const english = {
  brand: "Tallyfield",
  intro: "Plans for every return.",
  plans: [
    {
      id: "basic",
      title: "Basic Filing",
      price: "$99",
      features: ["Form 1040", "One state"],
      popular: false,
      cta: { label: "Get started", link: "/contact" },
    },
    {
      id: "deluxe",
      title: "Deluxe Filing",
      price: "$199",
      features: ["Itemized deductions"],
      popular: true,
      cta: { label: "Get started", link: "/contact" },
    },
  ],
};
const spanish = {
  intro: "Planes para cada declaración.",
  plans: [
    { id: "basic", title: "Declaración básica", features: ["Formulario 1040", "Un estado"], cta: { label: "Comenzar" } },
    { id: "deluxe", title: "Declaración completa", price: "$1", features: ["Deducciones detalladas"], cta: { label: "Comenzar" } },
  ],
};

describe("isTranslated", () => {
  it("translates the texts a visitor reads, and keeps choices, formatted values, switches and names", () => {
    expect(isTranslated(fields.intro)).toBe(true);
    expect(isTranslated(plan.features)).toBe(true);
    expect(isTranslated(fields.brand)).toBe(false);
    expect(isTranslated(plan.price)).toBe(false);
    expect(isTranslated(plan.popular)).toBe(false);
    expect(isTranslated(line("Icon", { oneOf: ["a", "b"] }))).toBe(false);
    expect(isTranslated(plan.cta)).toBe(true);
    expect(isTranslated(group("Place", { street: untranslated(line("Street")) }))).toBe(false);
  });
});

describe("contentIn", () => {
  it("gives the English as written", () => {
    expect(contentIn(fields, { [FIRST]: english, [OTHER]: spanish }, FIRST)).toBe(english);
  });

  it("gives the translated texts with the English's prices, links and switches, entries paired by key", () => {
    const content = contentIn(fields, { [FIRST]: english, [OTHER]: spanish }, OTHER);
    expect(content).toEqual({
      brand: "Tallyfield",
      intro: "Planes para cada declaración.",
      plans: [
        {
          id: "basic",
          title: "Declaración básica",
          price: "$99",
          features: ["Formulario 1040", "Un estado"],
          popular: false,
          cta: { label: "Comenzar", link: "/contact" },
        },
        // A price the content manager copied into the translation is not used: prices are the English's.
        {
          id: "deluxe",
          title: "Declaración completa",
          price: "$199",
          features: ["Deducciones detalladas"],
          popular: true,
          cta: { label: "Comenzar", link: "/contact" },
        },
      ],
    });
  });

  it("keeps the English where a translation is missing", () => {
    const content = contentIn(fields, { [FIRST]: english, [OTHER]: { plans: [{ id: "basic", title: "Declaración básica" }] } }, OTHER);
    expect(content.intro).toBe("Plans for every return.");
    expect((content.plans as { title: string }[]).map((entry) => entry.title)).toEqual(["Declaración básica", "Deluxe Filing"]);
  });
});

describe("translationGaps", () => {
  it("finds none in a whole translation", () => {
    expect(translationGaps(fields, english, spanish, OTHER)).toEqual([]);
  });

  it("names each text left without its translation, with its path", () => {
    const gaps = translationGaps(
      fields,
      english,
      { plans: [{ id: "basic", title: "Declaración básica", features: ["Formulario 1040", "Un estado"] }] },
      OTHER,
    );
    expect(gaps.map((gap) => gap.path)).toEqual(["intro", "plans[0].cta.label", "plans[1].id"]);
    expect(gaps[0].message).toBe(`has no ${NAME} text. Write it beside the English in the content manager.`);
  });

  it("finds the intro and each plan missing when there is no translation at all", () => {
    expect(translationGaps(fields, english, undefined, OTHER).map((gap) => gap.path)).toEqual(["intro", "plans[0].id", "plans[1].id"]);
  });

  it("reports a list of texts with fewer items than the English", () => {
    const short = { ...spanish, plans: [{ ...spanish.plans[0], features: ["Formulario 1040"] }, spanish.plans[1]] };
    expect(translationGaps(fields, english, short, OTHER)).toEqual([
      { path: "plans[0].features", message: `has 1 ${NAME} item but 2 in English: translate each item, in the same order.` },
    ]);
  });

  it("names an English entry without its translation by its key", () => {
    const [gap] = translationGaps(fields, english, { ...spanish, plans: [spanish.plans[0]] }, OTHER);
    expect(gap).toEqual({
      path: "plans[1].id",
      message: `has no ${NAME} plan with its key, "deluxe": add one in ${NAME} with the same key, or correct the key of the ${NAME} plan that translates it.`,
    });
  });

  it("names a translated entry whose key no English entry has, and one that repeats a key", () => {
    const plans = [spanish.plans[0], { ...spanish.plans[1], id: "delux" }, { ...spanish.plans[0], title: "Otra básica" }, { title: "Sin clave" }];
    const gaps = translationGaps(fields, english, { ...spanish, plans }, OTHER).filter((gap) => gap.translatedEntry);
    expect(gaps.map(({ translatedEntry, translatedField, path }) => ({ translatedEntry, translatedField, path }))).toEqual([
      { translatedEntry: `${NAME} plan "Declaración completa"`, translatedField: "id", path: "plans" },
      { translatedEntry: `${NAME} plan "Otra básica"`, translatedField: "id", path: "plans" },
      { translatedEntry: `${NAME} plan "Sin clave"`, translatedField: "id", path: "plans" },
    ]);
    expect(gaps[0].message).toBe(
      'is "delux", but no English plan has this key: write the key of the English plan this one translates, or remove it.',
    );
    expect(gaps[1].message).toContain(`the key of an earlier ${NAME} plan`);
    expect(gaps[2].message).toContain("is missing");
  });
});

describe("translationGaps: entries with nothing to translate", () => {
  const answers = {
    comparison: list("Answers", "answer", { answer: line("Included?", { oneOf: ["included", "limit"] }), limit: optional(line("Limit")) }),
  };

  it("asks for no translated entry where the English one has no text, and for one where it has", () => {
    const written = {
      comparison: [
        { id: "federal", answer: "included" },
        { id: "states", answer: "limit", limit: "One state" },
      ],
    };
    expect(translationGaps(answers, written, { comparison: [{ id: "states", limit: "Un estado" }] }, OTHER)).toEqual([]);
    expect(translationGaps(answers, written, {}, OTHER).map((gap) => gap.path)).toEqual(["comparison[1].id"]);
  });

  it("keeps a list of keys, marked untranslated, the English's alone", () => {
    expect(isTranslated(untranslated(texts("Answer keys", { name: "answer", label: "Key", widget: "string" })))).toBe(false);
  });
});

describe("pairing by key, whatever the order", () => {
  it("gives each English entry its own translation when the translation is in another order", () => {
    const reversed = { ...spanish, plans: [...spanish.plans].reverse() };
    expect(contentIn(fields, { [FIRST]: english, [OTHER]: reversed }, OTHER)).toEqual(
      contentIn(fields, { [FIRST]: english, [OTHER]: spanish }, OTHER),
    );
  });

  it("follows the English order, and keeps each price with its own plan, when the English is reordered", () => {
    const swapped = { ...english, plans: [...english.plans].reverse() };
    const plans = contentIn(fields, { [FIRST]: swapped, [OTHER]: spanish }, OTHER).plans as { title: string; price: string }[];
    expect(plans.map(({ title, price }) => `${title} ${price}`)).toEqual(["Declaración completa $199", "Declaración básica $99"]);
    expect(translationGaps(fields, swapped, spanish, OTHER)).toEqual([]);
  });
});
