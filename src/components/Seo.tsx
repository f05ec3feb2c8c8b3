import { useFirm } from "../hooks/useFirm";

interface SeoProps {
  /** The page's own name; the brand is appended ("Pricing | Brand"). Omit on the home page. */
  title?: string;
  description: string;
  /** Keep the page out of search results (account screens). */
  noindex?: boolean;
}

/** The `<head>` of a page, for Gatsby's Head export. */
export default function Seo({ title, description, noindex = false }: SeoProps) {
  const { brand, tagline } = useFirm();
  const fullTitle = title ? `${title} | ${brand}` : `${brand} | ${tagline}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content="#12324f" />
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
