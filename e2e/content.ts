import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { load } from "js-yaml";
import fromMarkdown from "mdast-util-from-markdown";
import toString from "mdast-util-to-string";
import type { Content, Heading, Root } from "mdast";
import { FIRST_LANGUAGE, PUBLISHED_LANGUAGES, type Language } from "../src/lib/languages";
import { priceLabel } from "../src/lib/price";
// Each language's by its path: the configurations load this file before Playwright reads `@words/…` in every language.
import { price as enPrice } from "../src/words/en/pricing/price";
import { price as esPrice } from "../src/words/es/pricing/price";
import { pathIn } from "../src/lib/localPaths";
import { ROUTES } from "../src/lib/routes";
import { sitePath } from "../src/lib/links";
import type { About } from "../src/lib/content/types/about";
import type { Booking } from "../src/lib/content/types/booking";
import type { DeadlineEntry, Deadlines } from "../src/lib/content/types/deadlines";
import { afterFiling as afterFilingType, type AfterFiling } from "../src/lib/content/types/afterFiling";
import { contentIn, type Translated } from "../src/lib/content/translation";
import type { DocumentEntry, Documents } from "../src/lib/content/types/documents";
import type { Faq } from "../src/lib/content/types/faq";
import type { Firm } from "../src/lib/content/types/firm";
import type { Home } from "../src/lib/content/types/home";
import type { Letter, Letters } from "../src/lib/content/types/letters";
import type { ArticleMeta, NoticeMeta } from "../src/lib/content/types/markdown";
import type { Navigation } from "../src/lib/content/types/navigation";
import type { PlanFinder } from "../src/lib/content/types/planFinder";
import type { FinderAnswer, FinderQuestion } from "../src/lib/planFinder/rules";
import type { PlanAnswer } from "../src/lib/pricing/comparison";
import type { Pricing, PricingSection, Plan } from "../src/lib/content/types/pricing";
import type { Resources } from "../src/lib/content/types/resources";
import type { Service, Services } from "../src/lib/content/types/services";
import type { TaxYear } from "../src/lib/content/types/taxYears";
import type { Testimonials } from "../src/lib/content/types/testimonials";

/**
 * The content the site under test was built from: CONTENT_DIR (as the build reads it) or content/, or another copy (E2E_CONTENT, a folder of the repository:
 * the site built from an editor's month of edits, e2e/playwright.content.config.ts).
 */
export const CONTENT = process.env.E2E_CONTENT ?? process.env.CONTENT_DIR ?? "content";

/** YAML as the site reads it: js-yaml makes an unquoted date a Date, which the site reads as its text (YYYY-MM-DD). */
function loadAsTheSiteReads(text: string): unknown {
  const withDates = (value: unknown): unknown => {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if (Array.isArray(value)) return value.map(withDates);
    if (typeof value === "object" && value !== null)
      return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, withDates(inner)]));
    return value;
  };
  return withDates(load(text));
}

/**
 * The content files as editors write them (their English, under `en:`): tests take their expectations from
 * here, so a price or a question changed in content/ is checked on the built page as it is, not as it was.
 */
function read<T>(file: string, folder = CONTENT): T {
  return (loadAsTheSiteReads(readFileSync(resolve(__dirname, "..", folder, file), "utf8")) as { en: T }).en;
}

export const firm = read<Firm>("firm/firm.yaml");

/** The firm as the tests' second site has it (scripts/variant-content.ts): its scheduling page and document portal the other way round. */
/** Where the firm names a client portal, its account pages lead there instead of showing their forms (PortalSignIn). */
export const accountFormsShown = !firm.portalUrl?.trim();
export const ACCOUNT_FORMS_HIDDEN = "the firm names a client portal: the account pages lead to it (e2e/account.spec.ts)";
export const variantFirm = () => read<Firm>("firm/firm.yaml", "e2e-sites/variant-content");

export const navigation = read<Navigation>("navigation/navigation.yaml");

/** Every link of the footer's columns, in order. */
export const footerLinks = navigation.footer.flatMap((column) => column.sections.flatMap((section) => section.links));

/** The footer's link to one of the site's pages (`/tax-deadlines/`). */
export const footerLinkTo = (path: string) => footerLinks.find((link) => sitePath(link.url) === path)!;

/** The Spanish of a content file (under `es:`), as editors write it: only the translated texts. */
function readSpanish<T>(file: string): T {
  return (loadAsTheSiteReads(readFileSync(resolve(__dirname, "..", CONTENT, file), "utf8")) as { es: T }).es;
}

export const services = read<Services>("services/services.yaml").services;

/** The services' Spanish titles, in the order of the English ones: each of the Spanish entry with the same key. */
export const spanishServiceTitles = ((spanish) => services.map((service) => spanish.find((entry) => entry.id === service.id)!.title))(
  readSpanish<{ services: readonly Pick<Service, "id" | "title">[] }>("services/services.yaml").services,
);

const pricingFile = read<Pricing>("pricing/pricing.yaml");

export const pricing = pricingFile.sections;

/** "Which plan fits me?": its questions and rules, in English. */
export const finder = pricingFile.finder;

/** "Which plan fits me?" in Spanish: its title, and each question's text and answers, paired with the English by key. */
export const spanishFinder = readSpanish<{
  finder: Pick<PlanFinder, "title"> & {
    questions: readonly (Pick<FinderQuestion, "id" | "text"> & { answers: readonly Pick<FinderAnswer, "id" | "label">[] })[];
  };
}>("pricing/pricing.yaml").finder;

/**
 * A price as the site writes it (the site's own price label): "$10/hr" → "$10 /hr", Spanish "$10 /hora"; `between`
 * is what stands between amount and unit ("" where the unit is a separate element, as in the plan finder's heading).
 */
export const shownPrice = (price: string, language: Language = "en", between = " ") =>
  Object.values(priceLabel(price, { en: enPrice, es: esPrice }[language]))
    .filter(Boolean)
    .join(between);

/** The service a link to the contact form asks for (`/contact?service=<key>`). */
export const serviceAskedBy = (link: string) =>
  services.find((service) => new URL(link, "https://site.invalid").searchParams.get("service") === service.id);

/** The Spanish titles of the pricing sections and plans, as written under es: (paired with the English by key). */
export const spanishPricing = readSpanish<{
  sections: readonly (Pick<PricingSection, "id" | "title" | "comparedRows"> & {
    plans: readonly (Pick<Plan, "id" | "title"> & { comparison?: readonly Pick<PlanAnswer, "id" | "limit">[] | null })[];
  })[];
}>("pricing/pricing.yaml").sections;

export const faq = read<Faq>("faq/faq.yaml").questions;

export const resources = read<Resources>("resources/resources.yaml").resources;

export const testimonials = read<Testimonials>("testimonials/testimonials.yaml").testimonials;

export const home = read<Home>("home/home.yaml");

export type { DeadlineEntry };

/** The tax-deadline calendar, its dates as written (YYYY-MM-DD). */
export const deadlines = read<Deadlines>("deadlines/deadlines.yaml");

/** The Spanish titles and forms of the deadlines, by their key (`id`), which pairs them with the English. */
export const spanishDeadlines = new Map(
  readSpanish<{ deadlines: readonly Pick<DeadlineEntry, "id" | "title" | "form">[] }>("deadlines/deadlines.yaml").deadlines.map((entry) => [
    entry.id,
    entry,
  ]),
);

export const about = read<About>("about/about.yaml");

/** The About page's Spanish texts, as written under es:. */
export const spanishAbout = readSpanish<{ credentials: Pick<About["credentials"], "title"> }>("about/about.yaml");

/** The letters "Got a letter?" explains, and the service that answers them. */
export const letters = read<Letters>("letters/letters.yaml");
/** Each letter's Spanish words, by the English letter's key. */
export const spanishLetters = new Map(
  readSpanish<{ letters: readonly Pick<Letter, "id" | "title" | "dueAction">[] }>("letters/letters.yaml").letters.map((letter) => [
    letter.id,
    letter,
  ]),
);

export const booking = read<Booking>("booking/booking.yaml");
/** The paid consultation's service (booking.yaml's `paid.service`): the contact form's choice where no scheduling page is set. */
export const paidConsultation = services.find((service) => service.id === booking.paid.service)!;
/** The booking page's Spanish texts, as written under es: (everything but the key of the paid consultation). */
export const spanishBooking = readSpanish<Omit<Booking, "paid"> & { paid: Omit<Booking["paid"], "service"> }>("booking/booking.yaml");

/** The documents of "What to bring", and each one's Spanish texts by its key. */
export const documents = read<Documents>("documents/documents.yaml");
export const spanishDocuments = new Map(
  readSpanish<{ documents: readonly Pick<DocumentEntry, "id" | "form" | "name">[] }>("documents/documents.yaml").documents.map((entry) => [
    entry.id,
    entry,
  ]),
);

/** After you file, in English, and in Spanish as the site merges it: each entry's Spanish texts over its English, by its key. */
const AFTER_FILING = "after-filing/after-filing.yaml";
export const afterFiling = read<AfterFiling>(AFTER_FILING);
export const spanishAfterFiling = contentIn(
  afterFilingType.fields,
  loadAsTheSiteReads(readFileSync(resolve(__dirname, "..", CONTENT, AFTER_FILING), "utf8")) as Translated,
  "es",
) as unknown as AfterFiling;

/** The newest tax year's figures (content/tax-years/): its year, and the sources of its tax brackets. */
export const taxYear = ((folder) => {
  const [newest] = readdirSync(folder).sort().reverse();
  return (loadAsTheSiteReads(readFileSync(join(folder, newest), "utf8")) as { en: TaxYear }).en;
})(resolve(__dirname, "..", CONTENT, "tax-years"));

/** The Markdown files of content/<folder>: front matter, name and body. */
function markdownFiles<T>(folder: string) {
  const dir = resolve(__dirname, "..", CONTENT, folder, "en");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      // An editor's file may end its lines with CR LF, as the site reads it too.
      const [, frontMatter, body] = readFileSync(join(dir, name), "utf8").replace(/\r\n/g, "\n").split(/^---$/m);
      return { meta: loadAsTheSiteReads(frontMatter) as T, name: name.replace(/\.md$/, ""), body };
    });
}

/** The text of the level-2 headings of a Markdown body, as the page shows them (its formatting and links read as their words). */
const sectionHeadings = (body: string) =>
  fromMarkdown(body)
    .children.filter((node): node is Heading => node.type === "heading" && node.depth === 2)
    .map((heading) => toString(heading).trim());

/** The images of a Markdown body, each by its description and address, however deep they sit (in a link, a list). */
const imagesOf = (node: Root | Content): { alt: string; url: string }[] =>
  node.type === "image" ? [{ alt: node.alt ?? "", url: node.url }] : "children" in node ? node.children.flatMap(imagesOf) : [];

/** The articles (content/blog/en/*.md): front matter, address, the body's sections (its level-2 headings) and images. */
export const articles = markdownFiles<ArticleMeta>("blog").map(({ meta, name, body }) => ({
  ...meta,
  date: meta.date.slice(0, 10),
  slug: `/blog/${name}/`,
  sections: sectionHeadings(body),
  images: imagesOf(fromMarkdown(body)),
}));

/** The notices (content/legal/en/*.md) at /<name>. */
export const notices = markdownFiles<NoticeMeta>("legal").map(({ meta, name }) => ({
  ...meta,
  slug: `/${name}/`,
}));

/** Every English page of the site: those of the list of routes (src/lib/routes.ts), then the articles. */
export const englishRoutes = [...ROUTES.map((route) => route.path), ...articles.map((article) => article.slug)];

/** The articles written in `language` too (content/blog/<language>/<name>.md), by their English address. */
export const articlesIn = (language: Language): Set<string> => {
  const folder = resolve(__dirname, "..", CONTENT, "blog", language);
  return new Set(existsSync(folder) ? readdirSync(folder).map((name) => `/blog/${name.replace(/\.md$/, "")}/`) : []);
};

/** Each published language's pages (routesIn), read once. */
const ROUTES_BY_LANGUAGE = new Map(
  PUBLISHED_LANGUAGES.map((language) => {
    const translated = articlesIn(language);
    return [
      language,
      [
        ...ROUTES.map((route) => pathIn(language, route.path)),
        ...articles.filter((article) => translated.has(article.slug)).map((article) => pathIn(language, article.slug)),
      ],
    ];
  }),
);

/** The pages in `language` of the English pages that have one: every page of the list of routes, and the articles translated. */
export const routesIn = (language: Language): string[] => ROUTES_BY_LANGUAGE.get(language) ?? [];

/** Whether the English page at `route` is published in `language` too. */
export const isPublishedIn = (language: Language, route: string) => routesIn(language).includes(pathIn(language, route));

/** The articles written in Spanish too (content/blog/es/<name>.md). */
export const translatedArticles = articlesIn("es");

/** The Spanish page of each English page that has one: every page of the list of routes, and the articles translated. */
export const spanishRoutes = routesIn("es");

/** The Spanish pages of the notices (the routes made from content/legal/). */
export const spanishNoticeRoutes = spanishRoutes.filter((route) =>
  ROUTES.some((notice) => pathIn("es", notice.path) === route && notice.file.startsWith("content/legal/")),
);

/** Whether the English page at `route` is published in Spanish too. */
export const hasSpanish = (route: string) => isPublishedIn("es", route);

/** Every page of the site, in English, then in each other language of the list. */
export const allRoutes = [...englishRoutes, ...PUBLISHED_LANGUAGES.filter((language) => language !== FIRST_LANGUAGE).flatMap(routesIn)];

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
