import { css } from "@emotion/react";
import { useWords } from "../../i18n/PageLanguage";
import { formatDate, formatLongDate } from "../../lib/dates";
import { dateWords } from "../../i18n/dateWords";
import { dueDate, dueStatus, type DueRule } from "../../lib/letters/dueDate";
import type { IsoDate } from "../../lib/businessDays";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { letterAnswer as enLetterAnswer } from "../../words/en/letters/letterAnswer";
import { letterAnswer as esLetterAnswer } from "../../words/es/letters/letterAnswer";

const words = { en: enLetterAnswer, es: esLetterAnswer };

const style = css`
  margin: 0;
  padding: ${space[4]} ${space[5]};
  border-left: 4px solid ${color.gold};
  border-radius: ${radius.sm};
  background: ${color.goldTint};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${space[1]};
  }
`;

const dueStyle = css`
  font-size: ${fontSize.lg};
  font-weight: 700;
  color: ${color.navyDeep};
`;

const statusStyle = (passed: boolean) => css`
  font-weight: 600;
  color: ${passed ? color.danger : color.ink};
`;

interface DueLineProps {
  /** The letter's dueAction, a verb ("Reply"). */
  action: string;
  rule: DueRule;
  letterDate: IsoDate;
  today: IsoDate;
  /** Whether `today` is the visitor's own date yet, rather than the day the page was built. */
  live: boolean;
}

/** By when the letter asks its answer, from its rule: a date and how far it is, the letter's own printed date, or none. */
export default function DueLine({ action, rule, letterDate, today, live }: DueLineProps) {
  const text = useWords(words);
  const dates = useWords(dateWords);
  const due = dueDate(letterDate, rule);
  if (rule.kind === "noFixedDate" || !due) {
    return (
      <div css={style}>
        <p css={dueStyle}>{rule.kind === "noFixedDate" ? text.noFixedDate : text.dueByPrinted(action)}</p>
      </div>
    );
  }
  const longDate = formatLongDate(due, dates);
  if (rule.kind === "printedOnLetter") {
    return (
      <div css={style}>
        <p css={dueStyle}>{text.dueByPrintedCounted(action, rule.days ?? 0, longDate)}</p>
      </div>
    );
  }
  const status = dueStatus(due, today);
  const passed = status.state === "passed";
  const statusText = passed ? text.passed(status.daysAgo) : status.daysLeft === 0 ? text.dueToday : text.daysLeft(status.daysLeft);
  return (
    <div css={style}>
      <p css={dueStyle}>{text.dueBy(action, longDate)}</p>
      <p css={statusStyle(passed)}>
        {statusText}
        {!live && ` ${text.countedFrom(formatDate(today, dates))}`}
      </p>
    </div>
  );
}
