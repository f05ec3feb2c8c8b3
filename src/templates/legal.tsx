import { graphql, type HeadProps, type PageProps } from "gatsby";
import LegalView from "../components/legal/LegalView";
import Seo from "../components/Seo";

export default function LegalTemplate({ data }: PageProps<Queries.LegalPageQuery>) {
  const page = data.markdownRemark!;
  return (
    <LegalView title={page.frontmatter.title} date={page.frontmatter.date}>
      {/* The HTML comes from our own Markdown files, written by the firm's editors. */}
      <div dangerouslySetInnerHTML={{ __html: page.html ?? "" }} />
    </LegalView>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.LegalPageQuery>) => (
  <Seo title={data.markdownRemark!.frontmatter.title} description={data.markdownRemark!.frontmatter.description} path={location.pathname} />
);

export const query = graphql`
  query LegalPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        description
        date
      }
    }
  }
`;
