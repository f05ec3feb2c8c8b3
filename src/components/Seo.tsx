import { useFirm } from "../hooks/useFirm";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { absolute, breadcrumbJsonLd, serializeJsonLd, type Crumb } from "../lib/structuredData";
import { languageEntry, PUBLISHED_LANGUAGES, FIRST_LANGUAGE, type Language } from "../lib/languages";
import { englishPathOf, languageOfPath, pathIn } from "../lib/localPaths";
import { seo } from "@words/common/seo";
import { wordsIn } from "../i18n/inEveryLanguage";

const SHARE_IMAGE = { path: "/images/share-card.png", width: 1200, height: 630 };

interface SeoProps {
  /** The page's own name; the brand is appended ("Pricing | Brand"). Omit on the home page. */
  title?: string;
  description: string;
  /** The page's path (Head's `location.pathname`): its canonical address and its place in the breadcrumb. */
  path: string;
  /** Pages between home and this one in the breadcrumb (an article: the article index). */
  parents?: readonly Crumb[];
  /** Keep the page out of search results (account screens). */
  noindex?: boolean;
  type?: "website" | "article";
  /** Structured data of the page itself (schema-dts objects). */
  jsonLd?: readonly object[];
  /**
   * The page's address in each language it is published in (an article's page context has them); by
   * default, its address in every published language.
   */
  alternates?: Partial<Record<Language, string>>;
}

/** Every published language's address of the page at `path`, from the site's table of addresses. */
function alternatesOf(path: string): Partial<Record<Language, string>> {
  const english = englishPathOf(path);
  return Object.fromEntries(PUBLISHED_LANGUAGES.map((language) => [language, pathIn(language, english)]));
}

/**
 * The `<head>` of a page, for Gatsby's Head export: its language, title, description, canonical, its
 * addresses in the other languages (hreflang, x-default the source language's), social cards, structured data.
 */
export default function Seo({ title, description, path, parents = [], noindex = false, type = "website", jsonLd = [], alternates }: SeoProps) {
  const language = languageOfPath(path);
  const { brand, tagline } = useFirm(language);
  const siteUrl = useSiteUrl();
  const fullTitle = title ? `${title} | ${brand}` : `${brand} | ${tagline}`;
  const canonical = absolute(siteUrl, path);
  const image = absolute(siteUrl, SHARE_IMAGE.path);
  const breadcrumb =
    title && path !== "/" && !noindex
      ? [breadcrumbJsonLd([{ name: wordsIn(language, seo).home, path: pathIn(language, "/") }, ...parents, { name: title, path }], siteUrl)]
      : [];
  const addresses = Object.entries(alternates ?? alternatesOf(path)).filter(([, address]) => address);
  return (
    <>
      <html lang={language} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {!noindex &&
        addresses.length > 1 &&
        [
          ...addresses.map(([code, address]) => [languageEntry(code as Language).hreflang, address]),
          ["x-default", addresses.find(([code]) => code === FIRST_LANGUAGE)?.[1]],
        ].map(([hreflang, address]) => <link key={hreflang} rel="alternate" hrefLang={hreflang} href={absolute(siteUrl, address!)} />)}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={brand} />
      <meta property="og:locale" content={languageEntry(language).ogLocale} />
      {addresses
        .filter(([code]) => code !== language)
        .map(([code]) => (
          <meta key={code} property="og:locale:alternate" content={languageEntry(code as Language).ogLocale} />
        ))}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={`${brand}: ${tagline}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {[...jsonLd, ...breadcrumb].map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  );
}
