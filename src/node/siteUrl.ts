import type { BuildArgs } from "gatsby";

/** The site's public address (gatsby-config.ts, `SITE_URL`) without a trailing slash, as the build's files name it. */
export async function siteUrlOf(build: Pick<BuildArgs, "graphql">): Promise<string> {
  const result = await build.graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query BuildSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`The site's address could not be read: ${JSON.stringify(result.errors)}`);
  return result.data.site.siteMetadata.siteUrl.replace(/\/$/, "");
}
