import { css } from "@emotion/react";
import { Link } from "gatsby";
import PageHeader from "../ui/PageHeader";
import Container from "../ui/Container";
import { formatDate } from "../../lib/dates";
import { slugify } from "../../lib/slug";
import { color, fontSize, radius, shadow, space } from "../../theme/tokens";
import { audience as forAudience } from "@words/articles/audience";
import { useWords } from "../../i18n/PageLanguage";
import { dates as dateWords } from "@words/common/dates";
import type { ArticleMeta } from "../../lib/content/types/markdown";
import { blog as words } from "@words/pages/blog";

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

/** An article as the list shows it: its address, and what the page query selects of its front matter. */
interface ArticleSummary {
  readonly fields: { readonly slug: string };
  readonly frontmatter: Pick<ArticleMeta, "title" | "description" | "date"> & { readonly audience: string | null };
}

/** The list of articles in the page's language, newest first as given. */
export default function BlogView({ articles }: { articles: readonly ArticleSummary[] }) {
  const dates = useWords(dateWords);
  const { title, intro } = useWords(words);
  const forWhom = useWords(forAudience);
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <Container>
        <ul css={listStyle}>
          {articles.map(({ fields, frontmatter }) => (
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
