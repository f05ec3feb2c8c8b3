import type { ReactNode } from "react";
import { css } from "@emotion/react";
import PageHeader from "../ui/PageHeader";
import Container from "../ui/Container";
import { proseStyle } from "../articles/ArticleView";
import { formatDate } from "../../lib/dates";
import { dates as dateWords } from "@words/common/dates";
import { space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import { legalView as words } from "@words/legal/legalView";

const bodyStyle = css`
  max-width: 46rem;
  padding-block: ${space[6]} ${space[8]};
`;

/** A notice of the firm's (privacy, terms, accessibility) from its content alone: page and CMS preview. */
export default function LegalView({ title, date, children }: { title: string; date: string; children: ReactNode }) {
  const dates = useWords(dateWords);
  const { updated } = useWords(words);
  return (
    <>
      <PageHeader title={title}>{updated(<time dateTime={date.slice(0, 10)}>{formatDate(date, dates)}</time>)}</PageHeader>
      <Container css={bodyStyle}>
        <div css={proseStyle}>{children}</div>
      </Container>
    </>
  );
}
