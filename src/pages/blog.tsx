import { graphql, type HeadProps, type PageProps } from "gatsby";
import BlogView from "../components/articles/BlogView";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { blog as head } from "@words/pages/blog";
import { wordsIn } from "../i18n/inEveryLanguage";

export default function BlogIndex({ data }: PageProps<Queries.BlogIndexQuery>) {
  return <BlogView articles={data.allMarkdownRemark.nodes} />;
}

export const Head = ({ location }: HeadProps) => {
  const { title, description } = wordsIn(languageOfPath(location.pathname), head);
  return <Seo title={title} description={description} path={location.pathname} />;
};

export const query = graphql`
  query BlogIndex($lang: String!) {
    allMarkdownRemark(
      filter: { fields: { collection: { eq: "blog" }, lang: { eq: $lang } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { name: ASC } }]
    ) {
      nodes {
        fields {
          slug
        }
        frontmatter {
          title
          description
          date
          audience
        }
      }
    }
  }
`;
