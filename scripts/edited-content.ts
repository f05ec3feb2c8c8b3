// Writes "an editor's month": a copy of content/ with the ordinary edits the firm's staff make in the content manager,
// in both languages, each worked example of docs/editing-guide.md among them. The tests build a site from it and run
// the content-reading end-to-end tests against it (playwright.content.config.ts): a test tied to today's values
// fails there, in CI, before an editor meets it. Entries are chosen by their place or their role, never by today's
// key or title, so that the edits still apply after the editors' own changes.
// Usage: tsx scripts/edited-content.ts <folder to write> [content folder to start from, content/ by default]
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { JSON_SCHEMA, dump, load } from "js-yaml";
import { PLANNING_SERVICE_KEY } from "../src/lib/tax/estimatedPayments";

type Entry = Record<string, unknown> & { id: string };
interface Sides {
  en: Record<string, unknown>;
  es?: Record<string, unknown>;
}

const [target, source = join(__dirname, "..", "content")] = process.argv.slice(2);
if (!target) throw new Error("Usage: tsx scripts/edited-content.ts <folder to write> [content folder]");
rmSync(target, { recursive: true, force: true });
cpSync(source, target, { recursive: true });

/** Edits one YAML file, both languages; dates stay text, as written. */
function editFile(file: string, change: (sides: Sides) => void) {
  const path = join(target, file);
  const sides = load(readFileSync(path, "utf8"), { schema: JSON_SCHEMA }) as Sides;
  change(sides);
  writeFileSync(path, dump(sides, { lineWidth: -1, schema: JSON_SCHEMA }));
}

/** The list at `path` of one language's side (an empty list where the side has none). */
function list(side: Record<string, unknown> | undefined, ...path: string[]): Entry[] {
  let value: unknown = side;
  for (const name of path) value = (value as Record<string, unknown> | undefined)?.[name];
  return Array.isArray(value) ? (value as Entry[]) : [];
}

/** The Spanish entry that translates `entry` (the same key). */
const partner = (entries: Entry[], entry: Entry) => entries.find(({ id }) => id === entry.id);

/** Moves an entry from one place to another. */
function move(entries: Entry[], from: number, to: number) {
  const [entry] = entries.splice(from, 1);
  entries.splice(to, 0, entry);
}

/** `wanted`, or, where the content has it already (an editor followed the guide before us), a variant of it. */
function fresh(taken: readonly unknown[], wanted: string, variant: (name: string) => string): string {
  let name = wanted;
  while (taken.includes(name)) name = variant(name);
  return name;
}
const freshKey = (entries: readonly Entry[], wanted: string) =>
  fresh(
    entries.map(({ id }) => id),
    wanted,
    (key) => `${key}-new`,
  );
const freshTitle = (entries: readonly Entry[], wanted: string, field = "title") =>
  fresh(
    entries.map((entry) => entry[field]),
    wanted,
    (title) => `${title} (new)`,
  );

/** A price ten dollars dearer, in the form it was written: "$99" → "$109", "$1,200/hr" → "$1,210/hr"; "Custom" stays. */
export function dearer(price: string): string {
  const match = /^\$([\d,]+)(\.\d\d)?(\/.+)?$/.exec(price);
  if (!match) return price;
  const [, amount, cents = "", unit = ""] = match as (string | undefined)[];
  return `$${(Number(amount?.replace(/,/g, "")) + 10).toLocaleString("en-US")}${cents}${unit}`;
}

// Firm details: a new phone, e-mail and chat number; a day opens half an hour earlier and carries a note; one way of
// serving in Spanish less (the guide: "Editing the firm's phone, e-mail, address and hours").
editFile("firm/firm.yaml", ({ en, es }) => {
  Object.assign(en, { phone: "(888) 555-0199", email: "hello@example.org" });
  (en.chat as Record<string, unknown>).number = "12125550188";
  const open = list(en, "hours", "days").find((day) => day.opens)!;
  Object.assign(open, { opens: "08:30", note: "longer hours in tax season" });
  partner(list(es, "hours", "days"), open)!.note = "horario extendido en temporada de impuestos";
  const spanish = en.spanishService as string[] | undefined;
  if (spanish && spanish.length > 1) spanish.pop();
});

// Services: a new one added first (the guide's "tax-resolution", or a variant where the content has it), one retitled, one moved, and the last one that no
// link or page names removed.
const referenced = new Set<string>();
let newServiceKey = "";
editFile("pricing/pricing.yaml", ({ en }) => {
  for (const plan of list(en, "sections").flatMap((section) => list(section, "plans"))) {
    referenced.add(/service=([^&]+)/.exec((plan.cta as Record<string, string>).link)?.[1] ?? "");
  }
});
editFile("booking/booking.yaml", ({ en }) => referenced.add((en.paid as Record<string, string>).service));
// The tax estimate's payment plan offers its service by key.
referenced.add(PLANNING_SERVICE_KEY);
editFile("services/services.yaml", ({ en, es }) => {
  const services = list(en, "services");
  const removable = [...services].reverse().find(({ id }) => !referenced.has(id));
  if (removable) {
    services.splice(services.indexOf(removable), 1);
    const spanish = list(es, "services");
    spanish.splice(spanish.indexOf(partner(spanish, removable)!), 1);
  }
  const retitled = services[1];
  retitled.title = `${retitled.title as string} and Advice`;
  const spanishRetitled = partner(list(es, "services"), retitled)!;
  spanishRetitled.title = `${spanishRetitled.title as string} y asesoría`;
  move(services, services.length - 1, 2);
  newServiceKey = freshKey(services, "tax-resolution");
  services.unshift({
    id: newServiceKey,
    title: freshTitle(services, "Tax Resolution"),
    summary: "Help with IRS notices, payment plans and back taxes, from the first letter to the last payment.",
    description: "We read the notice with you, answer the IRS on your behalf and set up the payment plan that fits.",
    features: ["Reply to IRS notices", "Payment plans", "Unfiled years brought up to date"],
    accent: services[0].accent,
    icon: services[0].icon,
  });
  list(es, "services").unshift({
    id: newServiceKey,
    title: freshTitle(list(es, "services"), "Resolución de problemas tributarios"),
    summary: "Ayuda con avisos del IRS, planes de pago e impuestos atrasados, desde la primera carta hasta el último pago.",
    description: "Leemos el aviso con usted, respondemos al IRS en su nombre y preparamos el plan de pagos adecuado.",
    features: ["Respuesta a avisos del IRS", "Planes de pago", "Declaraciones atrasadas al día"],
  });
});

// Pricing: every price ten dollars dearer (the guide's Basic Filing, $99 to $109, among them); in the first section
// that compares, a row added and "most popular" moved to the next plan and its second plan retitled; the plans of
// the last section with several in reverse order; the guide's new plan, "amended-return", last in the last section,
// its button leading to the new service by its key.
editFile("pricing/pricing.yaml", ({ en, es }) => {
  const sections = list(en, "sections");
  const spanishSections = list(es, "sections");
  for (const plan of sections.flatMap((section) => list(section, "plans"))) plan.price = dearer(String(plan.price));

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
  list(compared, "plans").forEach((plan, index) => {
    list(plan, "comparison").push(index === 0 ? { id: row, answer: "limit", limit: "One letter answered" } : { id: row, answer: "included" });
  });
  const firstSpanishPlan = partner(list(spanishCompared, "plans"), list(compared, "plans")[0])!;
  firstSpanishPlan.comparison = [...list(firstSpanishPlan, "comparison"), { id: row, limit: "Una carta respondida" }];

  const plans = list(compared, "plans");
  const popular = plans.findIndex((plan) => plan.popular === true);
  plans.forEach((plan, index) => (plan.popular = index === (popular + 1) % plans.length));
  plans[1].title = `${String(plans[1].title)} Plus`;
  const spanishPlan = partner(list(spanishCompared, "plans"), plans[1])!;
  spanishPlan.title = `${String(spanishPlan.title)} Plus`;

  list(
    [...sections].reverse().find((section) => list(section, "plans").length > 1),
    "plans",
  ).reverse();

  const last = sections[sections.length - 1];
  const rows = list(last, "comparedRows");
  const allPlans = sections.flatMap((section) => list(section, "plans"));
  const planKey = freshKey(allPlans, "amended-return");
  list(last, "plans").push({
    id: planKey,
    title: freshTitle(allPlans, "Amended Return"),
    price: "$149",
    description: "We correct a return already filed, on Form 1040-X.",
    ...(rows.length > 0 && { comparison: rows.map(({ id }) => ({ id, answer: "included" })) }),
    popular: false,
    cta: { label: "Ask about an amended return", link: `/contact?service=${newServiceKey}` },
  });
  list(partner(spanishSections, last), "plans").push({
    id: planKey,
    title: freshTitle(
      spanishSections.flatMap((section) => list(section, "plans")),
      "Declaración enmendada",
    ),
    description: "Corregimos una declaración ya presentada, con el Formulario 1040-X.",
    cta: { label: "Consulte por una declaración enmendada" },
  });
});

// FAQ: the guide's new question, "estimated-payments", added first; the last one removed; one reworded.
editFile("faq/faq.yaml", ({ en, es }) => {
  const questions = list(en, "questions");
  const spanish = list(es, "questions");
  const removed = questions.pop()!;
  spanish.splice(spanish.indexOf(partner(spanish, removed)!), 1);
  questions[1].question = `${String(questions[1].question).replace(/\?$/, "")}, in short?`;
  const spanishReworded = partner(spanish, questions[1])!;
  spanishReworded.question = `${String(spanishReworded.question).replace(/\?$/, "")}, en pocas palabras?`;
  const questionKey = freshKey(questions, "estimated-payments");
  questions.unshift({
    id: questionKey,
    question: freshTitle(questions, "Do I need to make estimated tax payments?", "question"),
    answer:
      "If you expect to owe tax that withholding will not cover, such as on self-employment income, you may need to pay during the year. We work out the amounts with you.",
    category: questions[0].category,
  });
  spanish.unshift({
    id: questionKey,
    question: freshTitle(spanish, "¿Debo hacer pagos de impuesto estimado?", "question"),
    answer:
      "Si espera deber impuestos que la retención no cubre, como sobre ingresos de trabajo por cuenta propia, quizás deba pagar durante el año. Calculamos los montos con usted.",
  });
});

// Testimonials and resource links: the last of each removed, the first resource retitled.
editFile("testimonials/testimonials.yaml", ({ en, es }) => {
  const removed = list(en, "testimonials").pop()!;
  const spanish = list(es, "testimonials");
  spanish.splice(spanish.indexOf(partner(spanish, removed)!), 1);
});
editFile("resources/resources.yaml", ({ en, es }) => {
  const [first] = list(en, "resources");
  first.title = `${String(first.title)} (official site)`;
  const spanish = partner(list(es, "resources"), first)!;
  spanish.title = `${String(spanish.title)} (sitio oficial)`;
});

// Menus: the header's last link renamed.
editFile("navigation/navigation.yaml", ({ en, es }) => {
  const header = list(en, "header");
  const link = header[header.length - 1];
  link.label = `Our ${String(link.label)}`;
  const spanish = partner(list(es, "header"), link)!;
  spanish.label = `${String(spanish.label)} de la firma`;
});

// Home, About and Book a consultation pages: headings reworded, the home page's points reordered, the About page's
// last license removed (the guide: "Remove an item when a license lapses").
editFile("home/home.yaml", ({ en, es }) => {
  for (const side of [en, es]) {
    const hero = side?.hero as Record<string, string>;
    hero.title = `${hero.title}, year round`;
    const services = side?.services as Record<string, string>;
    services.title = `${services.title}.`;
  }
  list(en, "whyChoose", "points").reverse();
});
editFile("about/about.yaml", ({ en, es }) => {
  for (const side of [en, es]) (side?.story as Record<string, string>).title += ".";
  const credentials = list(en, "credentials", "items");
  if (credentials.length > 1) {
    const removed = credentials.pop()!;
    const spanish = list(es, "credentials", "items");
    spanish.splice(spanish.indexOf(partner(spanish, removed)!), 1);
  }
});
editFile("booking/booking.yaml", ({ en, es }) => {
  for (const side of [en, es]) (side?.covers as Record<string, string>).title += ":";
});

// Tax deadlines: next year's first deadline of the list added, as the guide's "Adding next year's deadlines" says
// (a new key, next year's date, not yet confirmed), first in the list.
editFile("deadlines/deadlines.yaml", ({ en, es }) => {
  const deadlines = list(en, "deadlines");
  const latest = [...deadlines].sort((a, b) => String(b.date).localeCompare(String(a.date)))[0];
  const nextYear = (text: unknown) => String(text).replace(/\d{4}/g, (year) => String(Number(year) + 1));
  const id = `next-${latest.id}`;
  deadlines.unshift({
    ...latest,
    id,
    taxYear: Number(latest.taxYear) + 1,
    title: nextYear(latest.title),
    date: nextYear(latest.date),
    cutoff: nextYear(latest.cutoff),
    confirmed: false,
  });
  const spanish = partner(list(es, "deadlines"), latest)!;
  list(es, "deadlines").unshift({ ...spanish, id, title: freshTitle(list(es, "deadlines"), nextYear(spanish.title)) });
});

// Articles: the first one retitled, in both languages where it has both.
for (const language of ["en", "es"]) {
  const folder = join(target, "blog", language);
  const [first] = readdirSync(folder).sort();
  const path = join(folder, first);
  const suffix = language === "en" ? "a short guide" : "guía breve";
  writeFileSync(
    path,
    readFileSync(path, "utf8").replace(/^title: "?(.*?)"?$/m, (_, title: string) => `title: "${title}: ${suffix}"`),
  );
}
