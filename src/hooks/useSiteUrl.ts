import { graphql, useStaticQuery } from "gatsby";

/** The site's public address (gatsby-config.ts, `SITE_URL`), without a trailing slash. */
export function useSiteUrl(): string {
  const data = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return (data.site?.siteMetadata?.siteUrl ?? "").replace(/\/$/, "");
}
