import { useState } from "react";
import { css } from "@emotion/react";
import { buttonStyle } from "../ui/ButtonLink";
import { failureStyle } from "../ui/failureStyle";
import { useWords } from "../../i18n/PageLanguage";
import type { LetterCalendarWords, LetterDue } from "../../lib/letters/letterCalendar";
import { REMINDER_DAYS } from "../../lib/letters/dueDate";
import type { IsoDate } from "../../lib/businessDays";
import { color, fontSize, space } from "../../theme/tokens";
import { letterCalendar as enLetterCalendar } from "../../words/en/letters/letterCalendar";
import { letterCalendar as esLetterCalendar } from "../../words/es/letters/letterCalendar";
import { letterAnswer as enLetterAnswer } from "../../words/en/letters/letterAnswer";
import { letterAnswer as esLetterAnswer } from "../../words/es/letters/letterAnswer";
import { dateWords } from "../../i18n/dateWords";

const words = {
  en: { ...enLetterCalendar, dueBy: enLetterAnswer.dueBy, dates: dateWords.en },
  es: { ...esLetterCalendar, dueBy: esLetterAnswer.dueBy, dates: dateWords.es },
};

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
  const text = useWords(words);
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
