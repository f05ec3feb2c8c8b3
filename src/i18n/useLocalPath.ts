import { useMemo } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { sitePath } from "../lib/links";
import { localPathOf } from "../lib/localPaths";
import { useLanguage } from "./PageLanguage";

/**
 * A link written in English ("/contact", "/blog/common-deductions") as it leads from the page being read: to
 * the page in the page's language, or to the English article where the article has no translation.
 */
export function useLocalPath(): (link: string) => string {
  const language = useLanguage();
  const data = useStaticQuery<Queries.TranslatedPagesQuery>(graphql`
    query TranslatedPages {
      allMarkdownRemark(filter: { fields: { translation: { eq: true } } }) {
        nodes {
          fields {
            slug
          }
        }
      }
    }
  `);
  // The content manager's previews run without Gatsby's data: no translated article there.
  const nodes = (data as Partial<typeof data>).allMarkdownRemark?.nodes;
  // Every link of a page asks: the set is made once, not per link.
  const translated = useMemo(() => new Set((nodes ?? []).map((node) => sitePath(node.fields.slug))), [nodes]);
  return (link) => localPathOf(language, link, translated);
}
