import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import Container from "../ui/Container";
import ButtonLink from "../ui/ButtonLink";
import GeneralInfoNote from "../ui/GeneralInfoNote";
import SourceList from "../ui/SourceList";
import { formatDate } from "../../lib/dates";
import { dates as dateWords } from "@words/common/dates";
import { pathIn } from "../../lib/localPaths";
import { color, fontSize, headingType, radius, space } from "../../theme/tokens";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { audience as forAudience } from "@words/articles/audience";
import type { ArticleMeta } from "../../lib/content/types/markdown";
import { articleView as words } from "@words/articles/articleView";

const headerStyle = css`
  background: linear-gradient(180deg, ${color.tealTint} 0%, ${color.paper} 100%);
  padding-block: ${space[7]} ${space[6]};
`;

const narrow = css`
  max-width: 46rem;
`;

const metaStyle = css`
  margin: 0;
  color: ${color.inkMuted};
  font-size: ${fontSize.base};
`;

const crumbStyle = css`
  margin-bottom: ${space[4]};
  font-size: ${fontSize.base};
  font-weight: 600;
  a {
    text-decoration: none;
  }
`;

/** How article text reads: one measure, the site's type scale, room around headings and lists. */
export const proseStyle = css`
  font-size: ${fontSize.md};
  h2 {
    font-size: ${fontSize.xl};
    margin-top: ${space[7]};
  }
  h3 {
    font-size: ${fontSize.lg};
    margin-top: ${space[6]};
  }
  ul,
  ol {
    padding-left: ${space[5]};
    margin: 0 0 ${space[4]};
  }
  li + li {
    margin-top: ${space[2]};
  }
  /* An image keeps the proportions of its width and height (plugins/gatsby-remark-image-size) at any width. */
  img {
    max-width: 100%;
    height: auto;
  }
`;

const ctaStyle = css`
  margin: ${space[7]} 0 ${space[8]};
  padding: ${space[6]} ${space[5]};
  border-radius: ${radius.lg};
  background: ${color.navy};
  color: ${color.onDarkText};
  text-align: center;
  --color-focus: var(--color-focusOnDark);
  h2 {
    color: ${color.onDark};
    ${headingType}
    font-size: ${fontSize.xl};
  }
`;

/** An article's front matter, whose sources a new article in the content manager may not have yet. */
type ArticleViewProps = Omit<ArticleMeta, "description" | "sources"> & { sources?: ArticleMeta["sources"] | null; children: ReactNode };

/** An article from its content alone: the page and the CMS preview both render it. */
export default function ArticleView({ title, date, author, audience, sources, children }: ArticleViewProps) {
  const language = useLanguage();
  const text = useWords(words);
  const forWhom = useWords(forAudience);
  const dates = useWords(dateWords);
  return (
    <article aria-labelledby="article-title">
      <header css={headerStyle}>
        <Container css={narrow}>
          <p css={crumbStyle}>
            <Link to={pathIn(language, "/blog")}>{text.articles}</Link> · {forWhom(audience)}
          </p>
          <h1 id="article-title">{title}</h1>
          <p css={metaStyle}>{text.byline(author, <time dateTime={date.slice(0, 10)}>{formatDate(date, dates)}</time>)}</p>
        </Container>
      </header>
      <Container css={narrow}>
        <GeneralInfoNote reviewed={date} />
        <div css={proseStyle}>{children}</div>
        {sources && sources.length > 0 && <SourceList sources={sources} level={2} id="article-sources" />}
        <aside css={ctaStyle} aria-labelledby="article-cta">
          <h2 id="article-cta">{text.ctaTitle}</h2>
          <p>{text.ctaText}</p>
          <ButtonLink to="/contact" variant="onDark">
            {text.contact}
          </ButtonLink>
        </aside>
      </Container>
    </article>
  );
}
