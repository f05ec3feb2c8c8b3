import { graphql, type HeadProps, type PageProps } from "gatsby";
import ArticleView from "../components/articles/ArticleView";
import Seo from "../components/Seo";
import { useFirm } from "../hooks/useFirm";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { articleJsonLd } from "../lib/structuredData";
import { languageOfPath, pathIn } from "../lib/localPaths";
import type { PageLanguage } from "../i18n/PageLanguage";
import { declared } from "../lib/content/declare";
import type { ArticleMeta } from "../lib/content/types/markdown";
import { article } from "@words/articles/article";
import { wordsIn } from "../i18n/inEveryLanguage";

/** The article index, the article's parent in the breadcrumb. */

export default function ArticleTemplate({ data }: PageProps<Queries.ArticleQuery>) {
  const article = data.markdownRemark!;
  // The content check requires an author and an audience of every article.
  const { author, audience, ...meta } = article.frontmatter;
  return (
    <ArticleView {...meta} author={author ?? ""} audience={declared<ArticleMeta["audience"]>(audience ?? "")}>
      {/* The article's HTML comes from our own Markdown files, written by the firm's editors. */}
      <div dangerouslySetInnerHTML={{ __html: article.html ?? "" }} />
    </ArticleView>
  );
}

export const Head = ({ data, location, pageContext }: HeadProps<Queries.ArticleQuery, PageLanguage>) => {
  const { frontmatter } = data.markdownRemark!;
  const language = languageOfPath(location.pathname);
  const { brand } = useFirm(language);
  return (
    <Seo
      title={frontmatter.title}
      description={frontmatter.description}
      path={location.pathname}
      parents={[{ name: wordsIn(language, article).parent, path: pathIn(language, "/blog") }]}
      type="article"
      alternates={pageContext.alternates}
      jsonLd={[articleJsonLd({ ...frontmatter, author: frontmatter.author ?? brand, path: location.pathname }, brand, useSiteUrl(), language)]}
    />
  );
};

export const query = graphql`
  query Article($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        description
        date
        author
        audience
        sources {
          title
          url
          urlEs
        }
      }
    }
  }
`;
