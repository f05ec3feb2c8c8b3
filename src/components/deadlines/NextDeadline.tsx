import { css } from "@emotion/react";
import SendBy from "./SendBy";
import HeldSpace from "../ui/HeldSpace";
import { deadlineNames } from "@words/deadlines/deadlineNames";
import { counts as deadlineWords } from "@words/deadlines/counts";
import { useWords } from "../../i18n/PageLanguage";
import { formatDate, formatLongDate } from "../../lib/dates";
import { dates as dateWords } from "@words/common/dates";
import { dueInWords, type Audience, type Deadline } from "../../lib/deadlines";
import type { IsoDate } from "../../lib/businessDays";
import { plainList } from "../ui/plainList";
import { eyebrow } from "../ui/eyebrow";
import { color, font, fontSize, headingType, radius, space } from "../../theme/tokens";
import { cardSurface } from "../ui/cardSurface";
import { nextDeadline as words } from "@words/deadlines/nextDeadline";

const panelStyle = css`
  padding: ${space[5]};
  ${cardSurface};
  border-top: 6px solid ${color.gold};
  border-radius: ${radius.md};
  h2 {
    ${eyebrow(color.goldDark)};
  }
`;

const dateStyle = css`
  margin: 0 0 ${space[3]};
  ${headingType}
  font-size: ${fontSize.xl};
  line-height: 1.25;
  color: ${color.navyDeep};
  span {
    display: block;
    font-family: ${font.body};
    font-size: ${fontSize.base};
    font-weight: 400;
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
  today: IsoDate;
  /** Whether `today` is the visitor's own date (else it is the day the page was published). */
  live: boolean;
  audience?: Audience;
}

/**
 * The next deadline, first on the page: its date, how far away it is, what is due and our cut-off for it. Until
 * the visitor's browser counts from today, the heading and the last line name the day the page was published;
 * each holds the space of both wordings, so that the change moves nothing.
 */
export default function NextDeadline({ due, today, live, audience }: NextDeadlineProps) {
  const names = useWords(deadlineNames);
  const { nextDeadline, noneLeft } = useWords(deadlineWords);
  const { countedFromToday, countedFrom } = useWords(words);
  const dates = useWords(dateWords);
  const next = due[0]?.date;
  // The wordings counted from today, and from the day the page was published.
  const headingCounted = (fromToday: boolean) => nextDeadline(audience, fromToday ? undefined : formatDate(today, dates));
  const countedWords = (fromToday: boolean) => (fromToday ? countedFromToday(formatLongDate(today, dates)) : countedFrom(formatDate(today, dates)));
  return (
    <section css={panelStyle} aria-labelledby="next-deadline">
      <h2 id="next-deadline">
        <HeldSpace other={headingCounted(!live)}>{headingCounted(live)}</HeldSpace>
      </h2>
      {next ? (
        <>
          <p css={dateStyle}>
            <time dateTime={next}>{formatLongDate(next, dates)}</time>
            <span>{dueInWords(today, next, names)}</span>
          </p>
          <ul css={itemsStyle}>
            {due.map((deadline) => (
              <li key={deadline.id}>
                <a href={`#${deadline.id}`}>{deadline.title}</a> ({deadline.form}).
                <br />
                <SendBy send={deadline.send} cutoff={deadline.cutoff} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p css={dateStyle}>{noneLeft(audience)}</p>
      )}
      <p css={countedStyle}>
        <HeldSpace other={countedWords(!live)}>{countedWords(live)}</HeldSpace>
      </p>
    </section>
  );
}
