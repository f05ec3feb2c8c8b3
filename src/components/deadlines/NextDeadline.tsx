import { css } from "@emotion/react";
import { formatDate, formatLongDate } from "../../lib/dates";
import { deadlineSlug, whenInWords, type Deadline } from "../../lib/deadlines";
import type { IsoDate } from "../../lib/businessDays";
import { plainList } from "../ui/plainList";
import { eyebrow } from "../ui/eyebrow";
import { color, font, fontSize, radius, shadow, space } from "../../theme/tokens";

const panelStyle = css`
  padding: ${space[5]};
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-top: 6px solid ${color.gold};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  h2 {
    ${eyebrow(color.goldDark)};
  }
`;

const dateStyle = css`
  margin: 0 0 ${space[3]};
  font-family: ${font.heading};
  font-size: ${fontSize.xl};
  line-height: 1.25;
  color: ${color.navyDeep};
  span {
    display: block;
    font-family: ${font.body};
    font-size: ${fontSize.base};
    color: ${color.inkMuted};
  }
`;

const itemsStyle = css`
  ${plainList};
  display: grid;
  gap: ${space[3]};
  margin-bottom: ${space[4]};
  font-size: ${fontSize.base};
  a {
    font-weight: 700;
  }
`;

const countedStyle = css`
  margin: 0;
  padding-top: ${space[3]};
  border-top: 1px solid ${color.line};
  font-size: ${fontSize.sm};
  color: ${color.inkMuted};
`;

interface NextDeadlineProps {
  /** The deadlines due on the next date, in the chosen audience. */
  due: readonly Deadline[];
  taxYear: number;
  today: IsoDate;
  /** Whether `today` is the visitor's own date (else it is the day the page was published). */
  live: boolean;
  audience?: string;
}

/** The next deadline, first on the page: its date, how far away it is, what is due and our cut-off for it. */
export default function NextDeadline({ due, taxYear, today, live, audience }: NextDeadlineProps) {
  const next = due[0]?.date;
  return (
    <section css={panelStyle} aria-labelledby="next-deadline">
      <h2 id="next-deadline">
        Next deadline{audience && ` for ${audience.toLowerCase()}`}
        {!live && ` as of ${formatDate(today)}`}
      </h2>
      {next ? (
        <>
          <p css={dateStyle}>
            <time dateTime={next}>{formatLongDate(next)}</time>
            {live && <span>Due {whenInWords(today, next)}</span>}
          </p>
          <ul css={itemsStyle}>
            {due.map((deadline) => (
              <li key={deadline.title}>
                <a href={`#${deadlineSlug(taxYear, deadline.title)}`}>{deadline.title}</a> ({deadline.form}).
                <br />
                Send us {deadline.send} by <time dateTime={deadline.cutoff}>{formatLongDate(deadline.cutoff)}</time>.
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p css={dateStyle}>
          {audience
            ? `No deadline for ${audience.toLowerCase()} is still to come in tax year ${taxYear}.`
            : `Every deadline of tax year ${taxYear} has passed.`}
        </p>
      )}
      <p css={countedStyle}>
        {live ? `Counted from today, ${formatLongDate(today)}.` : `Counted from ${formatDate(today)}, the day this page was published.`}
      </p>
    </section>
  );
}
