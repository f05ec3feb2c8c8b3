import { useMemo, useState } from "react";
import { css } from "@emotion/react";
import PageHeader from "../ui/PageHeader";
import Container from "../ui/Container";
import GeneralInfoNote from "../ui/GeneralInfoNote";
import { plainList } from "../ui/plainList";
import SmartLink from "../ui/SmartLink";
import AudienceFilter from "./AudienceFilter";
import CalendarLinks from "./CalendarLinks";
import EstimatorInvite from "../taxEstimator/EstimatorInvite";
import DeadlineCard from "./DeadlineCard";
import NextDeadline from "./NextDeadline";
import { counts as deadlineWords } from "@words/deadlines/counts";
import { useToday } from "../../hooks/useToday";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";
import { useWords } from "../../i18n/PageLanguage";
import { formatDate, toIsoDate } from "../../lib/dates";
import { dates as dateWords } from "@words/common/dates";
import { forAudience, timeline, type Audience, type Deadline } from "../../lib/deadlines";
import type { IsoDate } from "../../lib/businessDays";
import type { Deadlines } from "../../lib/content/types/deadlines";
import { bp, color, fontSize, space } from "../../theme/tokens";
import { deadlinesView as words } from "@words/deadlines/deadlinesView";

/**
 * The calendar's content (every deadline of every tax year, in the page's language), as the page and the content
 * manager's preview hand it over: the day it was last checked may still be as the editor's date picker left it.
 */
export type DeadlinesContent = Pick<Deadlines, "intro"> & { reviewed: unknown; deadlines: readonly DeadlineEntry[] };

/** A deadline as the content manager's preview may hand it over: a switch left unset is on, its default. */
type DeadlineEntry = Omit<Deadline, "confirmed"> & { confirmed?: boolean };

const pageStyle = css`
  max-width: 56rem;
  padding-block: ${space[7]};
`;

const topStyle = css`
  display: grid;
  gap: ${space[5]};
  margin-bottom: ${space[7]};
  ${bp.md} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

const statusStyle = css`
  margin: ${space[3]} 0 ${space[6]};
  font-size: ${fontSize.base};
  color: ${color.inkMuted};
`;

const listStyle = css`
  ${plainList};
  display: grid;
  gap: ${space[4]};
`;

const sectionStyle = css`
  margin-bottom: ${space[7]};
  > p {
    color: ${color.inkMuted};
    font-size: ${fontSize.base};
  }
`;

/** The dates of an entry as the content manager may hand them over (Date or text), as YYYY-MM-DD. */
const withIsoDates = (deadline: DeadlineEntry): Deadline => ({
  ...deadline,
  date: toIsoDate(deadline.date),
  cutoff: toIsoDate(deadline.cutoff),
  confirmed: deadline.confirmed !== false,
});

interface DeadlinesViewProps {
  content: DeadlinesContent;
  /** The day the page was built: what the dates are counted from until the visitor's browser counts them from today. */
  publishedOn: IsoDate;
}

/**
 * The tax-deadline calendar from its content alone: the page and the content manager's preview both render
 * it. It lists the deadlines of the twelve months from the visitor's own date, whatever their tax year, and
 * sets apart those of the three months before it as passed, counted in their browser; the built page, read
 * without JavaScript, lists them as of the day it was published and says so.
 */
export default function DeadlinesView({ content, publishedOn }: DeadlinesViewProps) {
  const { today, live } = useToday(publishedOn);
  const text = useWords(words);
  const { showing, noneLeft } = useWords(deadlineWords);
  const dates = useWords(dateWords);
  const [audience, setAudience] = useState<Audience | undefined>();
  const all = useMemo(() => content.deadlines.map(withIsoDates).filter((deadline) => deadline.date !== ""), [content.deadlines]);
  const { coming, passed, next } = timeline(forAudience(all, audience), today);
  const dueNext = coming.filter((deadline) => deadline.date === next);
  // Until the visitor's browser has counted from today, every claim about what is to come names its day.
  const day = formatDate(today, dates);
  const [comingTitle, passedTitle] = live ? [text.comingUp, text.passed] : [text.dueFrom(day), text.dueBefore(day)];
  return (
    <>
      <PageHeader title={text.title}>{content.intro}</PageHeader>
      <Container css={pageStyle}>
        <HydrateInOwnTask>
          <div css={topStyle}>
            <NextDeadline due={dueNext} today={today} live={live} audience={audience} />
            <CalendarLinks />
          </div>
        </HydrateInOwnTask>
        <AudienceFilter value={audience} onChange={setAudience} enabled={live} />
        <p css={statusStyle} role="status">
          {showing({ shown: coming.length + passed.length, audience, coming: coming.length, passed: passed.length, live })}
        </p>
        <section css={sectionStyle} aria-labelledby="coming-up">
          <h2 id="coming-up">{comingTitle}</h2>
          {coming.some((deadline) => !deadline.confirmed) && <p>{text.expected}</p>}
          {coming.length > 0 ? (
            <ol css={listStyle}>
              {coming.map((deadline) => (
                <HydrateInOwnTask key={deadline.id}>
                  <li>
                    <DeadlineCard deadline={deadline} next={live && deadline.date === next} />
                  </li>
                </HydrateInOwnTask>
              ))}
            </ol>
          ) : (
            <p>{noneLeft(audience)}</p>
          )}
        </section>
        {passed.length > 0 && (
          <section css={sectionStyle} aria-labelledby="passed">
            <h2 id="passed">{passedTitle}</h2>
            <p>
              {text.behindUs((label) => (
                <SmartLink to="/contact">{label}</SmartLink>
              ))}
            </p>
            <ol css={listStyle}>
              {passed.map((deadline) => (
                <HydrateInOwnTask key={deadline.id}>
                  <li>
                    <DeadlineCard deadline={deadline} passed />
                  </li>
                </HydrateInOwnTask>
              ))}
            </ol>
          </section>
        )}
        <section css={sectionStyle} aria-labelledby="about-dates">
          <h2 id="about-dates">{text.about}</h2>
          <p>{text.aboutText}</p>
          <GeneralInfoNote reviewed={toIsoDate(content.reviewed)} />
        </section>
        <EstimatorInvite />
      </Container>
    </>
  );
}
