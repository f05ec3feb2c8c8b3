import { css } from "@emotion/react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import PageHeader from "../components/ui/PageHeader";
import Container from "../components/ui/Container";
import Seo from "../components/Seo";
import { formatDate } from "../lib/dates";
import { dateWords } from "../i18n/dateWords";
import { slugify } from "../lib/slug";
import { languageOfPath } from "../lib/localPaths";
import { color, fontSize, radius, shadow, space } from "../theme/tokens";
import { forAudience } from "../components/articles/audience";
import { useWords } from "../i18n/PageLanguage";
import { blog as enBlog } from "../words/en/pages/blog";
import { blog as esBlog } from "../words/es/pages/blog";

const words = { en: enBlog, es: esBlog };

const listStyle = css`
  list-style: none;
  margin: 0 auto;
  padding: ${space[7]} 0;
  max-width: 46rem;
  display: grid;
  gap: ${space[5]};
  article {
    padding: ${space[5]};
    background: ${color.surface};
    border: 1px solid ${color.line};
    border-radius: ${radius.md};
    box-shadow: ${shadow.card};
  }
  h2 {
    font-size: ${fontSize.xl};
    margin-bottom: ${space[2]};
  }
  p {
    margin: 0;
  }
`;

const metaStyle = css`
  margin-bottom: ${space[2]} !important;
  color: ${color.inkMuted};
  font-size: ${fontSize.sm};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

export default function BlogIndex({ data }: PageProps<Queries.BlogIndexQuery>) {
  const { title, intro } = useWords(words);
  const forWhom = useWords(forAudience);
  const dates = useWords(dateWords);
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <Container>
        <ul css={listStyle}>
          {data.allMarkdownRemark.nodes.map(({ fields, frontmatter }) => (
            <li key={fields.slug}>
              <article aria-labelledby={slugify(fields.slug)}>
                <p css={metaStyle}>
                  {forWhom(frontmatter.audience ?? "")} · <time dateTime={frontmatter.date.slice(0, 10)}>{formatDate(frontmatter.date, dates)}</time>
                </p>
                <h2 id={slugify(fields.slug)}>
                  <Link to={fields.slug}>{frontmatter.title}</Link>
                </h2>
                <p>{frontmatter.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}

export const Head = ({ location }: HeadProps) => {
  const { title, description } = words[languageOfPath(location.pathname)];
  return <Seo title={title} description={description} path={location.pathname} />;
};

export const query = graphql`
  query BlogIndex($lang: String = "en") {
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
