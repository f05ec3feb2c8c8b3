import { editFile, freshKey, freshTitle, list, partner, retitle } from "./yaml";

/** A price ten dollars dearer, in the form it was written: "$99" → "$109", "$1,200/hr" → "$1,210/hr"; "Custom" stays. */
export function dearer(price: string): string {
  const match = /^\$([\d,]+)(\.\d\d)?(\/.+)?$/.exec(price);
  if (!match) return price;
  const [, amount, cents = "", unit = ""] = match as (string | undefined)[];
  return `$${(Number(amount?.replace(/,/g, "")) + 10).toLocaleString("en-US")}${cents}${unit}`;
}

/**
 * Pricing: every price ten dollars dearer (the guide's Basic Filing, $99 to $109, among them); every section and
 * plan retitled, in both languages; in the first section that compares, a row added and "most popular" moved to the
 * next plan; the plans of the last section with several in reverse order; the guide's new plan, "amended-return",
 * last in the last section, its button leading to the new service (`newService`, its key).
 */
export function editPricing(folder: string, newService: string) {
  editFile(folder, "pricing/pricing.yaml", ({ en, es }) => {
    const sections = list(en, "sections");
    const spanishSections = list(es, "sections");
    const allPlans = () => sections.flatMap((section) => list(section, "plans"));
    const spanishPlans = spanishSections.flatMap((section) => list(section, "plans"));
    for (const plan of allPlans()) plan.price = dearer(String(plan.price));
    for (const section of sections)
      retitle(section, partner(spanishSections, section), { en: (title) => `${title} Plans`, es: (title) => `${title}: planes` });
    for (const plan of allPlans()) retitle(plan, partner(spanishPlans, plan), { en: (title) => `${title} Plus`, es: (title) => `${title} Plus` });

    const compared = sections.find((section) => list(section, "comparedRows").length > 0)!;
    const spanishCompared = partner(spanishSections, compared)!;
    const row = freshKey(list(compared, "comparedRows"), "audit-support");
    list(compared, "comparedRows").push({
      id: row,
      label: freshTitle(list(compared, "comparedRows"), "Support if the IRS audits the return", "label"),
    });
    list(spanishCompared, "comparedRows").push({
      id: row,
      label: freshTitle(list(spanishCompared, "comparedRows"), "Apoyo si el IRS audita la declaración", "label"),
    });
    const plans = list(compared, "plans");
    plans.forEach((plan, index) => {
      list(plan, "comparison").push(index === 0 ? { id: row, answer: "limit", limit: "One letter answered" } : { id: row, answer: "included" });
    });
    const firstSpanishPlan = partner(list(spanishCompared, "plans"), plans[0])!;
    firstSpanishPlan.comparison = [...list(firstSpanishPlan, "comparison"), { id: row, limit: "Una carta respondida" }];
    const popular = plans.findIndex((plan) => plan.popular === true);
    plans.forEach((plan, index) => (plan.popular = index === (popular + 1) % plans.length));

    list(
      [...sections].reverse().find((section) => list(section, "plans").length > 1),
      "plans",
    ).reverse();

    const last = sections[sections.length - 1];
    const rows = list(last, "comparedRows");
    const planKey = freshKey(allPlans(), "amended-return");
    list(last, "plans").push({
      id: planKey,
      title: freshTitle(allPlans(), "Amended Return"),
      price: "$149",
      description: "We correct a return already filed, on Form 1040-X.",
      ...(rows.length > 0 && { comparison: rows.map(({ id }) => ({ id, answer: "included" })) }),
      popular: false,
      cta: { label: "Ask about an amended return", link: `/contact?service=${newService}` },
    });
    list(partner(spanishSections, last), "plans").push({
      id: planKey,
      title: freshTitle(spanishPlans, "Declaración enmendada"),
      description: "Corregimos una declaración ya presentada, con el Formulario 1040-X.",
      cta: { label: "Consulte por una declaración enmendada" },
    });
  });
}
