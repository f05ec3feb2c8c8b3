import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { PUBLISHED_LANGUAGES, type Language } from "../src/lib/languages";
import { priceLabel } from "../src/lib/price";
import { pathIn } from "../src/lib/localPaths";
import { ROUTES } from "../src/lib/routes";
import { sitePath } from "../src/lib/links";
import type { ComparedRow, PlanAnswer } from "../src/lib/pricing/comparison";
import type { Finder } from "../src/lib/planFinder/rules";

/**
 * The content the site under test was built from: content/, or another copy (E2E_CONTENT, a folder of the repository:
 * the site built from an editor's month of edits, playwright.content.config.ts).
 */
const CONTENT = process.env.E2E_CONTENT ?? "content";

/**
 * The content files as editors write them (their English, under `en:`): tests take their expectations from
 * here, so a price or a question changed in content/ is checked on the built page as it is, not as it was.
 */
function read<T>(file: string, folder = CONTENT): T {
  return (load(readFileSync(join(__dirname, "..", folder, file), "utf8")) as { en: T }).en;
}

export interface Link {
  label: string;
  url: string;
  /** The Spanish version of an outside page, where the content gives one. */
  urlEs?: string;
}

interface Firm {
  brand: string;
  legalName: string;
  tagline: string;
  email: string;
  phone: string;
  chat: { number: string; greeting: string };
  address: { street: string; locality: string; region: string; postalCode: string };
  hours: { timezone: string; days: { label: string; opens?: string; closes?: string; note?: string; closed?: boolean }[] };
  foundedYear: number;
  claims: { value: string; label: string }[];
  spanishService?: string[];
  schedulerUrl?: string;
  portalUrl?: string;
}

export const firm = read<Firm>("firm/firm.yaml");

/** The firm as the tests' second site has it (scripts/variant-content.ts): its scheduling page and document portal the other way round. */
export const variantFirm = () => read<Firm>("firm/firm.yaml", "e2e-sites/variant-content");

export const navigation = read<{
  header: Link[];
  account: Link[];
  action: { label: string; url: string };
  legal: Link[];
  footer: { title: string; sections: { heading?: string; links: Link[] }[] }[];
}>("navigation/navigation.yaml");

/** Every link of the footer's columns, in order. */
export const footerLinks = navigation.footer.flatMap((column) => column.sections.flatMap((section) => section.links));

/** The footer's link to one of the site's pages (`/tax-deadlines/`). */
export const footerLinkTo = (path: string) => footerLinks.find((link) => sitePath(link.url) === path)!;

/** The Spanish of a content file (under `es:`), as editors write it: only the translated texts. */
function readSpanish<T>(file: string): T {
  return (load(readFileSync(join(__dirname, "..", CONTENT, file), "utf8")) as { es: T }).es;
}

export const services = read<{
  services: { id: string; title: string; summary: string; description: string; features: string[] }[];
}>("services/services.yaml").services;

/** The services' Spanish titles, in the order of the English ones: each of the Spanish entry with the same key. */
export const spanishServiceTitles = ((spanish) => services.map((service) => spanish.find((entry) => entry.id === service.id)!.title))(
  readSpanish<{ services: { id: string; title: string }[] }>("services/services.yaml").services,
);

const pricingFile = read<{
  sections: {
    id: string;
    title: string;
    comparedRows?: ComparedRow[];
    plans: {
      id: string;
      title: string;
      price: string;
      description: string;
      comparison?: PlanAnswer[];
      features?: string[];
      popular: boolean;
      estimateFit?: string;
      cta: { label: string; link: string };
    }[];
  }[];
  finder: Finder;
}>("pricing/pricing.yaml");

export const pricing = pricingFile.sections;

/** "Which plan fits me?": its questions and rules, in English. */
export const finder = pricingFile.finder;

/** "Which plan fits me?" in Spanish: its title, and each question's text and answers, paired with the English by key. */
export const spanishFinder = readSpanish<{
  finder: { title: string; questions: { id: string; text: string; answers: { id: string; label: string }[] }[] };
}>("pricing/pricing.yaml").finder;

/**
 * A price as the site writes it (the site's own price label): "$10/hr" → "$10 /hr", Spanish "$10 /hora"; `between`
 * is what stands between amount and unit ("" where the unit is a separate element, as in the plan finder's heading).
 */
export const shownPrice = (price: string, language: Language = "en", between = " ") =>
  Object.values(priceLabel(price, language)).filter(Boolean).join(between);

/** The service a link to the contact form asks for (`/contact?service=<key>`). */
export const serviceAskedBy = (link: string) =>
  services.find((service) => new URL(link, "https://site.invalid").searchParams.get("service") === service.id);

/** The Spanish titles of the pricing sections and plans, as written under es: (paired with the English by key). */
export const spanishPricing = readSpanish<{
  sections: {
    id: string;
    title: string;
    comparedRows?: { id: string; label: string }[];
    plans: { id: string; title: string; comparison?: { id: string; limit?: string }[] }[];
  }[];
}>("pricing/pricing.yaml").sections;

export const faq = read<{
  questions: {
    question: string;
    answer: string;
    category: string;
    sources?: { title: string; url: string; urlEs?: string }[];
    reviewed?: string | Date;
  }[];
}>("faq/faq.yaml").questions;

export const resources = read<{ resources: { title: string; url: string; urlEs?: string; description: string }[] }>(
  "resources/resources.yaml",
).resources;

export const testimonials = read<{ testimonials: { quote: string; author: string; company: string }[] }>(
  "testimonials/testimonials.yaml",
).testimonials;

export const home = read<{
  hero: { title: string; subtitle: string };
  whyChoose: { title: string; points: { title: string; text: string }[] };
  services: { title: string };
  deadlines: { title: string; text: string; linkLabel: string };
  testimonials: { title: string; linkLabel: string };
  cta: { title: string };
}>("home/home.yaml");

/** The tax-deadline calendar, its dates as written (YYYY-MM-DD). */
export interface DeadlineEntry {
  id: string;
  taxYear: number;
  title: string;
  date: string;
  confirmed: boolean;
  audience: string;
  form: string;
  due: string;
  who: string;
  cutoff: string;
  send: string;
  source: string;
  sourceEs?: string;
  sourceLabel: string;
}
const deadlinesFile = read<{ intro: string; reviewed: Date; deadlines: (Omit<DeadlineEntry, "date" | "cutoff"> & { date: Date; cutoff: Date })[] }>(
  "deadlines/deadlines.yaml",
);
const isoDate = (date: Date | string) => (date instanceof Date ? date.toISOString() : date).slice(0, 10);
export const deadlines = {
  ...deadlinesFile,
  reviewed: isoDate(deadlinesFile.reviewed),
  deadlines: deadlinesFile.deadlines.map((entry): DeadlineEntry => ({ ...entry, date: isoDate(entry.date), cutoff: isoDate(entry.cutoff) })),
};

/** The Spanish titles and forms of the deadlines, by their key (`id`), which pairs them with the English. */
export const spanishDeadlines = new Map(
  readSpanish<{ deadlines: { id: string; title: string; form: string }[] }>("deadlines/deadlines.yaml").deadlines.map((entry) => [entry.id, entry]),
);

export const about = read<{
  intro: { title: string };
  story: { title: string; paragraphs: string[] };
  values: { title: string; items: { title: string }[] };
  credentials: { title: string; text: string; items: { title: string; meaning: string; verifyUrl?: string }[] };
  stats: { title: string; yearsLabel: string };
  testimonials: { title: string };
  team: { title: string; text: string };
}>("about/about.yaml");

/** The About page's Spanish texts, as written under es:. */
export const spanishAbout = readSpanish<{ credentials: { title: string } }>("about/about.yaml");

interface BookingContent {
  intro: { title: string; text: string };
  covers: { title: string; items: string[] };
  notCovered: { title: string; items: string[] };
  prepare: { title: string; items: string[] };
  paid: { title: string; text: string; service: string };
  schedule: { title: string; text: string; button: string; alternatives: string };
}
export const booking = read<BookingContent>("booking/booking.yaml");
/** The paid consultation's service (booking.yaml's `paid.service`): the contact form's choice where no scheduling page is set. */
export const paidConsultation = services.find((service) => service.id === booking.paid.service)!;
/** The booking page's Spanish texts, as written under es: (everything but the key of the paid consultation). */
export const spanishBooking = readSpanish<Omit<BookingContent, "paid"> & { paid: { title: string; text: string } }>("booking/booking.yaml");

/** The newest tax year's figures (content/tax-years/): its year, and the sources of its tax brackets. */
export const taxYear = ((folder) => {
  const [newest] = readdirSync(folder).sort().reverse();
  return (load(readFileSync(join(folder, newest), "utf8")) as { en: { year: number; brackets: { sources: { title: string; url: string }[] } } }).en;
})(join(__dirname, "..", CONTENT, "tax-years"));

/** The Markdown files of content/<folder>: front matter, name and body. */
function markdownFiles<T>(folder: string) {
  const dir = join(__dirname, "..", CONTENT, folder, "en");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const [, frontMatter, body] = readFileSync(join(dir, name), "utf8").split(/^---$/m);
      return { meta: load(frontMatter) as T, name: name.replace(/\.md$/, ""), body };
    });
}

/** The articles (content/blog/en/*.md): front matter, address, and the body's length in words. */
export const articles = markdownFiles<{
  title: string;
  date: string;
  audience: string;
  description: string;
  sources: { title: string; url: string; urlEs?: string }[];
}>("blog").map(({ meta, name, body }) => ({
  ...meta,
  date: meta.date.slice(0, 10),
  slug: `/blog/${name}/`,
  words: body.split(/\s+/).filter(Boolean).length,
}));

/** The notices (content/legal/en/*.md) at /<name>. */
export const notices = markdownFiles<{ title: string; description: string }>("legal").map(({ meta, name }) => ({
  ...meta,
  slug: `/${name}/`,
}));

/** Every English page of the site: those of the list of routes (src/lib/routes.ts), then the articles. */
export const englishRoutes = [...ROUTES.map((route) => route.en), ...articles.map((article) => article.slug)];

/** The articles written in Spanish too (content/blog/es/<name>.md). */
export const translatedArticles = new Set(
  readdirSync(join(__dirname, "..", CONTENT, "blog", "es")).map((name) => `/blog/${name.replace(/\.md$/, "")}/`),
);

/** The Spanish page of each English page that has one: every page of the list of routes, and the articles translated. */
export const spanishRoutes = PUBLISHED_LANGUAGES.includes("es")
  ? [
      ...ROUTES.map((route) => route.es),
      ...articles.filter((article) => translatedArticles.has(article.slug)).map((article) => pathIn("es", article.slug)),
    ]
  : [];

/** The Spanish pages of the notices (the routes made from content/legal/). */
export const spanishNoticeRoutes = spanishRoutes.filter((route) =>
  ROUTES.some((notice) => notice.es === route && notice.file.startsWith("content/legal/")),
);

/** Whether the English page at `route` is published in Spanish too. */
export const hasSpanish = (route: string) => spanishRoutes.includes(pathIn("es", route));

/** Every page of the site, in English, then in Spanish. */
export const allRoutes = [...englishRoutes, ...spanishRoutes];

/**
 * Why a route is checked at desktop width only by the every-page tests: a Spanish page (its English twin runs at
 * both widths), and every article and notice but the first of each (one template lays them all out). Else null.
 */
export function desktopOnly(route: string): string | null {
  if (spanishRoutes.includes(route)) return "a Spanish page is checked at desktop width; its English twin at both";
  if ([articles.slice(1), notices.slice(1)].some((rest) => rest.some((page) => page.slug === route)))
    return "laid out by the same template as the first article or notice, which runs at both widths";
  return null;
}
