import { css } from "@emotion/react";
import AddToCalendar from "./AddToCalendar";
import type { LetterEntry } from "./letterTypes";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { formatDate, formatLongDate } from "../../lib/dates";
import { linkIn } from "../../lib/links";
import { countdown } from "../../lib/letters/countdown";
import { dueDate } from "../../lib/letters/dueDate";
import { dueRuleOf } from "../../lib/letters/rules";
import { dates as dateWords } from "@words/common/dates";
import type { IsoDate } from "../../lib/businessDays";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { letterAnswer as words } from "@words/letters/letterAnswer";
import { letterCalendar as calendarWords } from "@words/letters/letterCalendar";

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
  > div {
    margin-top: ${space[4]};
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
  letter: LetterEntry;
  letterDate: IsoDate;
  today: IsoDate;
  /** Whether `today` is the visitor's own date yet, rather than the day the page was built. */
  live: boolean;
}

/**
 * By when the letter asks its answer, from its rule: a date counted from the letter's, how far it is and a calendar
 * file of it; or the letter's own printed date, which the page cannot count; or none.
 */
export default function DueLine({ letter, letterDate, today, live }: DueLineProps) {
  const text = useWords(words);
  const dates = useWords(dateWords);
  const calendarText = useWords(calendarWords);
  const language = useLanguage();
  const rule = dueRuleOf(letter);
  const due = dueDate(letterDate, rule);
  const action = letter.dueAction;
  if (rule.kind === "noFixedDate" || !due) {
    return (
      <div css={style}>
        <p css={dueStyle}>{rule.kind === "noFixedDate" ? text.noFixedDate : text.dueByPrinted(action)}</p>
        {rule.kind === "printedOnLetter" && <p>{calendarText.printedOnly}</p>}
      </div>
    );
  }
  const longDate = formatLongDate(due, dates);
  const passed = due < today;
  const { href } = linkIn({ url: letter.officialPage, urlEs: letter.officialPageEs }, language);
  return (
    <div css={style}>
      <p css={dueStyle}>
        {rule.kind === "printedOnLetter" ? text.dueByPrintedCounted(action, rule.days ?? 0, longDate) : text.dueBy(action, longDate)}
      </p>
      <p css={statusStyle(passed)}>
        {countdown(due, today, text)}
        {!live && ` ${text.countedFrom(formatDate(today, dates))}`}
      </p>
      {!passed && <AddToCalendar letter={{ id: letter.id, number: letter.number, action, letterDate, due, officialPage: href }} today={today} />}
    </div>
  );
}
