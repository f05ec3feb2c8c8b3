import { useMemo, useState } from "react";
import { css } from "@emotion/react";
import PageHeader from "../ui/PageHeader";
import Container from "../ui/Container";
import GeneralInfoNote from "../ui/GeneralInfoNote";
import { plainList } from "../ui/plainList";
import SmartLink from "../ui/SmartLink";
import AudienceFilter from "./AudienceFilter";
import CalendarLinks from "./CalendarLinks";
import DeadlineCard from "./DeadlineCard";
import NextDeadline from "./NextDeadline";
import { useToday } from "../../hooks/useToday";
import { formatDate, toIsoDate } from "../../lib/dates";
import { forAudience, timeline, type Deadline } from "../../lib/deadlines";
import type { IsoDate } from "../../lib/businessDays";
import { bp, color, fontSize, space } from "../../theme/tokens";

export interface DeadlinesContent {
  taxYear: number;
  intro: string;
  /** When every date was last checked against its source. */
  reviewed: unknown;
  deadlines: readonly Deadline[];
}

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

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** The dates of an entry as the content manager may hand them over (Date or text), as YYYY-MM-DD. */
const withIsoDates = (deadline: Deadline): Deadline => ({
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
 * it. The next deadline and the passed ones follow the visitor's own date, counted in their browser; the
 * built page, read without JavaScript, lists them as of the day it was published and says so.
 */
export default function DeadlinesView({ content, publishedOn }: DeadlinesViewProps) {
  const { today, live } = useToday(publishedOn);
  const [audience, setAudience] = useState<string | undefined>();
  const { taxYear } = content;
  const all = useMemo(() => (content.deadlines ?? []).map(withIsoDates).filter((deadline) => deadline.date !== ""), [content.deadlines]);
  const shown = forAudience(all, audience);
  const { coming, passed, next } = timeline(shown, today);
  const dueNext = coming.filter((deadline) => deadline.date === next);
  const who = audience ? audience.toLowerCase() : "everyone";
  // Until the visitor's browser has counted from today, every claim about what is to come names its day.
  const [comingTitle, passedTitle] = live ? ["Coming up", "Passed"] : [`Due from ${formatDate(today)}`, `Due before ${formatDate(today)}`];
  return (
    <>
      <PageHeader title={`Tax deadlines ${taxYear}`}>{content.intro}</PageHeader>
      <Container css={pageStyle}>
        <div css={topStyle}>
          <NextDeadline due={dueNext} taxYear={taxYear} today={today} live={live} audience={audience} />
          <CalendarLinks />
        </div>
        <AudienceFilter value={audience} onChange={setAudience} enabled={live} />
        <p css={statusStyle} role="status">
          Showing {count(shown.length, "deadline")} for {who}
          {live ? `: ${coming.length} to come, ${passed.length} passed.` : "."}
        </p>
        <section css={sectionStyle} aria-labelledby="coming-up">
          <h2 id="coming-up">{comingTitle}</h2>
          {coming.some((deadline) => !deadline.confirmed) && (
            <p>
              A date marked “Expected date” is worked out from the official rules; we confirm it when the IRS or New York
              State publishes it.
            </p>
          )}
          {coming.length > 0 ? (
            <ol css={listStyle}>
              {coming.map((deadline) => (
                <li key={deadline.title}>
                  <DeadlineCard deadline={deadline} taxYear={taxYear} next={live && deadline.date === next} />
                </li>
              ))}
            </ol>
          ) : (
            <p>
              {audience
                ? `No deadline for ${who} is still to come in tax year ${taxYear}.`
                : `Every deadline of tax year ${taxYear} has passed.`}
            </p>
          )}
        </section>
        {passed.length > 0 && (
          <section css={sectionStyle} aria-labelledby="passed">
            <h2 id="passed">{passedTitle}</h2>
            <p>
              These dates of tax year {taxYear} are behind us. Missed one? <SmartLink to="/contact">Contact us</SmartLink> and
              we will help you catch up.
            </p>
            <ol css={listStyle}>
              {passed.map((deadline) => (
                <li key={deadline.title}>
                  <DeadlineCard deadline={deadline} taxYear={taxYear} passed />
                </li>
              ))}
            </ol>
          </section>
        )}
        <section css={sectionStyle} aria-labelledby="about-dates">
          <h2 id="about-dates">About these dates</h2>
          <p>
            The dates are those of calendar-year filers. A deadline that falls on a Saturday, a Sunday or a legal holiday
            moves to the next business day, as the IRS moves it; the dates above already include that. The IRS may
            postpone deadlines for areas hit by a disaster.
          </p>
          <GeneralInfoNote reviewed={toIsoDate(content.reviewed)} />
        </section>
      </Container>
    </>
  );
}
