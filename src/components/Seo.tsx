import { useFirm } from "../hooks/useFirm";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { absolute, breadcrumbJsonLd, serializeJsonLd, type Crumb } from "../lib/structuredData";

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
}

/** The `<head>` of a page, for Gatsby's Head export: title, description, canonical, social cards, structured data. */
export default function Seo({ title, description, path, parents = [], noindex = false, type = "website", jsonLd = [] }: SeoProps) {
  const { brand, tagline } = useFirm();
  const siteUrl = useSiteUrl();
  const fullTitle = title ? `${title} | ${brand}` : `${brand} | ${tagline}`;
  const canonical = absolute(siteUrl, path);
  const image = absolute(siteUrl, SHARE_IMAGE.path);
  const breadcrumb =
    title && path !== "/" && !noindex
      ? [breadcrumbJsonLd([{ name: "Home", path: "/" }, ...parents, { name: title, path }], siteUrl)]
      : [];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={brand} />
      <meta property="og:locale" content="en_US" />
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
