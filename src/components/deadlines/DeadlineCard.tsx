import { memo } from "react";
import { css } from "@emotion/react";
import ContentLink from "../ui/ContentLink";
import SmartLink from "../ui/SmartLink";
import VisuallyHidden from "../ui/VisuallyHidden";
import Icon from "../icons/Icon";
import SendBy from "./SendBy";
import { useLanguage } from "../../i18n/PageLanguage";
import { wordsIn } from "../../i18n/inEveryLanguage";
import { formatLongDate } from "../../lib/dates";
import { dates as dateWords } from "@words/common/dates";
import { audienceName, eventPath, type Deadline } from "../../lib/deadlines";
import { deadlineNames } from "@words/deadlines/deadlineNames";
import { bp, color, fontSize, radius, shadow, space } from "../../theme/tokens";
import { deadlineCard } from "@words/deadlines/deadlineCard";

/*
 * One style for the whole card, its parts reached from it (the date row, the tags, the facts, the links), as the
 * page draws fifty cards and an element given a style of its own costs Emotion three components of work.
 */
const cardStyle = css`
  position: relative;
  padding: ${space[5]};
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  ${bp.md} {
    padding: ${space[5]} ${space[6]};
  }
  /* Scrolled to from a calendar entry's link: kept clear of the sticky header. */
  scroll-margin-top: 6rem;
  h3 {
    margin: ${space[1]} 0 ${space[3]};
  }
  p {
    margin: 0 0 ${space[3]};
  }
  > :last-child {
    margin-bottom: 0;
  }
  /* The date row: the date, then its tags. */
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space[2]} ${space[3]};
    font-size: ${fontSize.base};
  }
  > div time {
    font-weight: 700;
    color: ${color.navyDeep};
  }
  [data-tag] {
    display: inline-block;
    padding: 0 ${space[2]};
    border-radius: ${radius.pill};
    font-size: ${fontSize.sm};
    font-weight: 600;
    line-height: 1.6;
    background: ${color.tealTint};
    color: ${color.navyDeep};
  }
  [data-tag="next"] {
    background: ${color.gold};
    color: ${color.navyDeep};
  }
  [data-tag="expected"] {
    background: ${color.goldTint};
    color: ${color.goldDark};
  }
  dl {
    display: grid;
    gap: ${space[2]};
    margin: 0 0 ${space[4]};
    font-size: ${fontSize.base};
    ${bp.md} {
      grid-template-columns: max-content 1fr;
      column-gap: ${space[5]};
    }
  }
  dt {
    font-weight: 700;
    color: ${color.navyDeep};
  }
  dd {
    margin: 0;
  }
  /* The links: its source, and its calendar file. */
  > p:last-child {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space[2]} ${space[5]};
    font-size: ${fontSize.base};
  }
  > p:last-child a {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    min-height: 2.75rem;
    font-weight: 600;
  }
`;

/* The gold bar is a shadow inside the card, so the text stays aligned with the other cards'. */
const nextStyle = css`
  border-color: ${color.gold};
  box-shadow:
    inset 6px 0 0 ${color.gold},
    ${shadow.card};
`;

const passedStyle = css`
  padding-block: ${space[4]};
  background: transparent;
  h3 {
    margin-bottom: ${space[1]};
    font-size: ${fontSize.md};
  }
  h3,
  > div time {
    color: ${color.inkMuted};
  }
`;

/** The card's style in each state, made once: a `css` array is serialised again at each render, for each of the page's cards. */
const cardStyles = {
  usual: cardStyle,
  next: css(cardStyle, nextStyle),
  passed: css(cardStyle, passedStyle),
  nextPassed: css(cardStyle, nextStyle, passedStyle),
};
const cardStyleOf = (next: boolean, passed: boolean) =>
  next ? (passed ? cardStyles.nextPassed : cardStyles.next) : passed ? cardStyles.passed : cardStyles.usual;

interface DeadlineCardProps {
  deadline: Deadline;
  /** The next deadline (or one of those due that day). */
  next?: boolean;
  passed?: boolean;
}

/**
 * One deadline: its date, what is due and for whom, our cut-off, its official source and its calendar file.
 * A passed one keeps only its date, title and source. Its anchor and its calendar file are named by its id,
 * the same in every language. Memoised: when the visitor's date replaces the build's, only the
 * cards whose place changed render again.
 */
export default memo(function DeadlineCard({ deadline, next = false, passed = false }: DeadlineCardProps) {
  const language = useLanguage();
  // One hook a card, as the page has a hundred cards: the language is read once for the card's three entries.
  const text = wordsIn(language, deadlineCard);
  const dates = wordsIn(language, dateWords);
  const names = wordsIn(language, deadlineNames);
  const { id } = deadline;
  return (
    <article id={id} css={cardStyleOf(next, passed)} aria-labelledby={`${id}-title`}>
      <div>
        <time dateTime={deadline.date}>{formatLongDate(deadline.date, dates)}</time>
        {next && <span data-tag="next">{text.next}</span>}
        {!deadline.confirmed && !passed && <span data-tag="expected">{names.expectedDate}</span>}
        <span data-tag="">{audienceName(deadline.audience, names)}</span>
        <span data-tag="">{text.taxYear(deadline.taxYear)}</span>
      </div>
      <h3 id={`${id}-title`}>{deadline.title}</h3>
      {!passed && (
        <>
          <p>{deadline.due}</p>
          <dl>
            <dt>{text.form}</dt>
            <dd>{deadline.form}</dd>
            <dt>{text.who}</dt>
            <dd>{deadline.who}</dd>
            <dt>{text.cutoff}</dt>
            <dd>
              <SendBy send={deadline.send} cutoff={deadline.cutoff} strong />
            </dd>
          </dl>
        </>
      )}
      <p>
        {passed && <span>{deadline.form}</span>}
        <ContentLink link={{ url: deadline.source, urlEs: deadline.sourceEs }} after={<Icon name="external" size={18} />}>
          <VisuallyHidden>{text.source}</VisuallyHidden>
          {deadline.sourceLabel}
        </ContentLink>
        {!passed && (
          <SmartLink to={eventPath(id, language)} aria-label={text.addToCalendarLabel(deadline.title)}>
            <Icon name="calendar" size={18} />
            {text.addToCalendar}
          </SmartLink>
        )}
      </p>
    </article>
  );
});
