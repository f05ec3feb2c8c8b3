import { graphql, type HeadProps, type PageProps } from "gatsby";
import ArticleView from "../components/articles/ArticleView";
import Seo from "../components/Seo";

export default function ArticleTemplate({ data }: PageProps<Queries.ArticleQuery>) {
  const article = data.markdownRemark!;
  return (
    <ArticleView {...article.frontmatter}>
      {/* The article's HTML comes from our own Markdown files, written by the firm's editors. */}
      <div dangerouslySetInnerHTML={{ __html: article.html ?? "" }} />
    </ArticleView>
  );
}

export const Head = ({ data }: HeadProps<Queries.ArticleQuery>) => (
  <Seo title={data.markdownRemark!.frontmatter.title} description={data.markdownRemark!.frontmatter.description} />
);

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
      }
    }
  }
`;
