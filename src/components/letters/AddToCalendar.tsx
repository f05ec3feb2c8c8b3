import { useState } from "react";
import { css } from "@emotion/react";
import { buttonStyle } from "../ui/ButtonLink";
import { failureStyle } from "../ui/failureStyle";
import { useWords } from "../../i18n/PageLanguage";
import type { LetterCalendarWords, LetterDue } from "../../lib/letters/letterCalendar";
import { REMINDER_DAYS } from "../../lib/letters/dueDate";
import type { IsoDate } from "../../lib/businessDays";
import { color, fontSize, space } from "../../theme/tokens";
import { letterCalendar } from "@words/letters/letterCalendar";
import { letterAnswer } from "@words/letters/letterAnswer";
import { dates } from "@words/common/dates";

const style = css`
  display: grid;
  gap: ${space[2]};
  justify-items: start;
  p {
    margin: 0;
    font-size: ${fontSize.sm};
    color: ${color.inkMuted};
  }
`;

/** Writes the letter's calendar file in the browser and hands it to the visitor; its code is loaded only now. */
async function download(letter: LetterDue, today: IsoDate, text: LetterCalendarWords & { fileName: (number: string) => string }) {
  const [{ letterCalendar }, { saveCalendarFile }] = await Promise.all([
    import("../../lib/letters/letterCalendar"),
    import("../../lib/calendarFile"),
  ]);
  const file = letterCalendar(letter, today, window.location.hostname, text, new Date());
  saveCalendarFile(file, text.fileName(letter.number));
}

/** "Add the date to my calendar": a file with the due date and a reminder before it, made in the browser. */
export default function AddToCalendar({ letter, today }: { letter: LetterDue; today: IsoDate }) {
  const text = { ...useWords(letterCalendar), dueBy: useWords(letterAnswer).dueBy, dates: useWords(dates) };
  const [failed, setFailed] = useState(false);
  return (
    <div css={style}>
      <button
        type="button"
        css={buttonStyle("secondary")}
        onClick={() => {
          setFailed(false);
          download(letter, today, text).catch(() => setFailed(true));
        }}
      >
        {text.add}
      </button>
      <p>{text.note(REMINDER_DAYS)}</p>
      {failed && (
        <p role="alert" css={failureStyle}>
          {text.failed}
        </p>
      )}
    </div>
  );
}
