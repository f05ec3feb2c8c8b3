import { graphql, useStaticQuery } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * Our illustrations in src/images, processed at build time by sharp (responsive widths, AVIF and WebP),
 * by file name. Outside Gatsby (the CMS preview) there is no data, and the picture shows a stand-in.
 */
export function useSiteImage(name: string): IGatsbyImageData | null {
  const data = useStaticQuery<Queries.SiteImagesQuery>(graphql`
    query SiteImages {
      allFile(filter: { sourceInstanceName: { eq: "images" }, extension: { eq: "png" } }) {
        nodes {
          name
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 800, formats: [AUTO, WEBP, AVIF], placeholder: NONE)
          }
        }
      }
    }
  `) as Partial<Queries.SiteImagesQuery> | undefined;
  const node = data?.allFile?.nodes.find((file) => file.name === name);
  return node?.childImageSharp?.gatsbyImageData ?? null;
}
