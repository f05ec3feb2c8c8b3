import type { AccountingService, Article, BreadcrumbList, DayOfWeek, FAQPage, Offer, OfferCatalog, WebPage, WithContext } from "schema-dts";
import { priceAmount, priceLabel, type PriceWords } from "./price";
import { sitePath, telHref } from "./links";
import { FIRST_LANGUAGE, languageEntry, type Language } from "./languages";
import { pathIn } from "./localPaths";

/*
 * Structured data (JSON-LD) for search engines, built from the same content files as the pages, typed
 * with schema-dts so that a property schema.org does not have is a type error.
 */

export interface FirmFacts {
  brand: string;
  legalName: string;
  email: string;
  phone: string;
  foundedYear: number;
  address: { street: string; locality: string; region: string; postalCode: string; country: string; latitude: number; longitude: number };
  hours: {
    days: readonly { dayOfWeek: readonly string[]; opens?: string | null; closes?: string | null; closed?: boolean | null; note?: string | null }[];
  };
}

export interface PlanFacts {
  title: string;
  price: string;
  description: string;
  cta: { link: string };
}

const CONTEXT = "https://schema.org" as const;
export const firmId = (siteUrl: string) => `${siteUrl}/#firm`;
/** The full address of a page or file of the site, a page in its published form ("/about" → ".../about/"). */
export const absolute = (siteUrl: string, path: string) => `${siteUrl}${sitePath(path)}`;

/** "$1,200.50" → 1200.5; a price with no figure (Custom) → null. */
function amountOf(price: string): number | null {
  const figure = priceAmount(price).replace(/[$,\s]/g, "");
  return /^\d+(\.\d+)?$/.test(figure) ? Number(figure) : null;
}

/** "$99-$899": the span of the published prices, for `priceRange`. */
export function priceRange(prices: readonly string[]): string | undefined {
  const amounts = prices.map(amountOf).filter((amount): amount is number => amount !== null);
  if (amounts.length === 0) return undefined;
  return `$${Math.min(...amounts)}-$${Math.max(...amounts)}`;
}

export function firmJsonLd(firm: FirmFacts, siteUrl: string, prices: readonly string[]): WithContext<AccountingService> {
  const { address } = firm;
  return {
    "@context": CONTEXT,
    "@type": "AccountingService",
    "@id": firmId(siteUrl),
    name: firm.brand,
    legalName: firm.legalName,
    url: absolute(siteUrl, "/"),
    logo: absolute(siteUrl, "/images/logo-mark.png"),
    image: absolute(siteUrl, "/images/share-card.png"),
    telephone: telHref(firm.phone).slice("tel:".length),
    email: firm.email,
    foundingDate: String(firm.foundedYear),
    areaServed: { "@type": "Country", name: "United States" },
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: address.latitude, longitude: address.longitude },
    openingHoursSpecification: firm.hours.days
      .filter((day) => !day.closed && day.opens && day.closes)
      .map((day) => ({
        "@type": "OpeningHoursSpecification" as const,
        dayOfWeek: day.dayOfWeek.map((name) => name as DayOfWeek),
        opens: day.opens!,
        closes: day.closes!,
        ...(day.note ? { description: day.note } : {}),
      })),
    priceRange: priceRange(prices),
  };
}

/** Structured data of a page in `language` (the first language unless told) says so (schema.org's inLanguage, an IETF tag). */
const inLanguage = (language: Language) => languageEntry(language).locale;

export function faqJsonLd(questions: readonly { question: string; answer: string }[], language: Language = FIRST_LANGUAGE): WithContext<FAQPage> {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    inLanguage: inLanguage(language),
    mainEntity: questions.map((item) => ({
      "@type": "Question" as const,
      name: item.question,
      acceptedAnswer: { "@type": "Answer" as const, text: item.answer },
    })),
  };
}

function planOffer(plan: PlanFacts, siteUrl: string, language: Language, priceWords: PriceWords): Offer {
  const amount = amountOf(plan.price);
  const { unit } = priceLabel(plan.price, priceWords);
  const priced =
    amount === null
      ? {}
      : {
          price: amount,
          priceCurrency: "USD",
          priceSpecification: {
            "@type": "UnitPriceSpecification" as const,
            price: amount,
            priceCurrency: "USD",
            unitText: unit ? unit.slice(1) : undefined,
          },
        };
  return {
    "@type": "Offer",
    name: plan.title,
    description: plan.description,
    url: absolute(siteUrl, encodeURI(pathIn(language, plan.cta.link))),
    offeredBy: { "@id": firmId(siteUrl) },
    ...priced,
  };
}

export function pricingJsonLd(
  sections: readonly { title: string; plans: readonly PlanFacts[] }[],
  siteUrl: string,
  language: Language,
  /** The page's words: the catalog's name ("Pricing"), and those of prices, for each offer's unit. */
  words: { name: string; prices: PriceWords },
): WithContext<OfferCatalog> {
  return {
    "@context": CONTEXT,
    "@type": "OfferCatalog",
    name: words.name,
    url: absolute(siteUrl, pathIn(language, "/pricing")),
    itemListElement: sections.map((section) => ({
      "@type": "OfferCatalog" as const,
      name: section.title,
      itemListElement: section.plans.map((plan) => planOffer(plan, siteUrl, language, words.prices)),
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(trail: readonly Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem" as const,
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}

export function articleJsonLd(
  article: { title: string; description: string; date: string; author: string; path: string },
  brand: string,
  siteUrl: string,
  language: Language = FIRST_LANGUAGE,
): WithContext<Article> {
  return {
    "@context": CONTEXT,
    "@type": "Article",
    headline: article.title,
    description: article.description,
    datePublished: article.date.slice(0, 10),
    dateModified: article.date.slice(0, 10),
    author: { "@type": "Organization", name: article.author },
    publisher: { "@type": "Organization", "@id": firmId(siteUrl), name: brand },
    mainEntityOfPage: absolute(siteUrl, article.path),
    image: absolute(siteUrl, "/images/share-card.png"),
    inLanguage: inLanguage(language),
  };
}

/**
 * A page of facts checked on a day, as a WebPage with that day: the deadline calendar (schema.org has no type for a
 * deadline; Event is for happenings people attend, and search engines ask that it be kept to those), and "Got a
 * letter?", `about` the letters it explains, each with its sender's own page.
 */
export function reviewedPageJsonLd(
  page: { title: string; description: string; path: string; reviewed: string; about?: readonly { name: string; url: string }[] },
  siteUrl: string,
  language: Language = FIRST_LANGUAGE,
): WithContext<WebPage> {
  return {
    "@context": CONTEXT,
    "@type": "WebPage",
    name: page.title,
    description: page.description,
    url: absolute(siteUrl, page.path),
    lastReviewed: page.reviewed.slice(0, 10),
    publisher: { "@id": firmId(siteUrl) },
    inLanguage: inLanguage(language),
    ...(page.about && { about: page.about.map(({ name, url }) => ({ "@type": "Thing" as const, name, url })) }),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so that no text can close the element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
