import { css } from "@emotion/react";
import { memo } from "react";
import ContentLink from "./ContentLink";
import { plainList } from "./plainList";
import { formatDate } from "../../lib/dates";
import { dates as dateWords } from "@words/common/dates";
import { color, fontSize, space } from "../../theme/tokens";
import { useWords } from "../../i18n/PageLanguage";
import type { Source } from "../../lib/content/types/common";
import { sourceList as words } from "@words/common/sourceList";

const style = css`
  margin-top: ${space[5]};
  font-size: ${fontSize.base};
  color: ${color.inkMuted};
  ul {
    ${plainList};
    display: grid;
    gap: ${space[2]};
    margin: ${space[2]} 0;
  }
  p {
    margin: 0;
  }
`;

const headingStyle = css`
  margin: 0;
  font-size: ${fontSize.base};
  font-weight: 600;
  color: ${color.ink};
`;

interface SourceListProps {
  sources: readonly Source[];
  /** The day the text was last checked against them, YYYY-MM-DD. */
  reviewed?: string;
  /** The heading's level where the list stands: under an article's text (2), under a section's heading (3), under an FAQ answer (4). */
  level: 2 | 3 | 4;
  /** Names the list for assistive technology, as several stand on one page. */
  id: string;
}

/**
 * The official pages a text's rules and figures come from, under the text, with the day it was last checked
 * against them. Their names are the documents' own, in English: a page in another language says so. Drawn again
 * only when its sources change: beside the tax estimate, not at each keystroke.
 */
export default memo(function SourceList({ sources, reviewed, level, id }: SourceListProps) {
  const text = useWords(words);
  const dates = useWords(dateWords);
  const Heading = (["h2", "h3", "h4"] as const)[level - 2];
  return (
    <section css={style} aria-labelledby={id}>
      <Heading id={id} css={headingStyle}>
        {text.heading}
      </Heading>
      <ul>
        {sources.map((source) => (
          <li key={`${source.url} ${source.title}`}>
            <ContentLink link={source}>{source.title}</ContentLink>
          </li>
        ))}
      </ul>
      {reviewed && <p>{text.reviewed(formatDate(reviewed, dates))}</p>}
    </section>
  );
});
