import { useState } from "react";
import { css } from "@emotion/react";
import LetterAnswer from "./LetterAnswer";
import LetterForm, { type LetterQuestion } from "./LetterForm";
import ScamCheck from "./ScamCheck";
import UnknownLetter from "./UnknownLetter";
import type { LettersContent } from "./letterTypes";
import Container from "../ui/Container";
import { questionsBesideAnswer } from "../ui/questionsBesideAnswer";
import PageHeader from "../ui/PageHeader";
import GeneralInfoNote from "../ui/GeneralInfoNote";
import { VISUALLY_HIDDEN } from "../../theme/visuallyHidden";
import { useToday } from "../../hooks/useToday";
import { useWords } from "../../i18n/PageLanguage";
import { isCalendarDate } from "../../lib/dates";
import { findLetter, numbersOf } from "../../lib/letters/findLetter";
import type { IsoDate } from "../../lib/businessDays";
import { color, space } from "../../theme/tokens";
import { letterForm as words } from "@words/letters/letterForm";

// No padding above: the general-information note opens the page with its own margin.
const pageStyle = css`
  max-width: 64rem;
  padding-block: 0 ${space[7]};
`;

const waitingStyle = css`
  margin: 0;
  padding: ${space[5]};
  border: 1px dashed ${color.fieldBorder};
  color: ${color.inkMuted};
`;

interface LettersViewProps {
  content: LettersContent;
  /** The day the page was built: what due dates are counted from until the visitor's browser counts from today. */
  publishedOn: IsoDate;
}

const noQuestion: LetterQuestion = { sender: "", number: "", date: "" };

/**
 * "Got a letter?" from its content alone: the visitor says who sent a letter, its number and its date, and the page
 * answers at once, in the browser, what it is and by when it is due, or honestly that it does not know the number.
 */
export default function LettersView({ content, publishedOn }: LettersViewProps) {
  const text = useWords(words);
  const { today, live } = useToday(publishedOn);
  const [question, setQuestion] = useState(noQuestion);
  const offered = content.letters.filter((letter) => question.sender === "" || letter.sender === question.sender);
  const letter = findLetter(content.letters, question.number);
  const answerable = question.number.trim().length >= 2 && isCalendarDate(question.date);
  return (
    <>
      <PageHeader title={text.title}>{text.intro}</PageHeader>
      <Container css={pageStyle}>
        <GeneralInfoNote />
        <div css={questionsBesideAnswer}>
          <LetterForm question={question} onChange={setQuestion} numbers={offered.flatMap(numbersOf)} />
          <div>
            {/* Announced as the answer changes: one short line, where the whole answer would drown the visitor. */}
            <p role="status" className={VISUALLY_HIDDEN}>
              {answerable && (letter ? text.found(letter.number, letter.title) : text.unknown(question.number.trim()))}
            </p>
            {!answerable && <p css={waitingStyle}>{text.waiting}</p>}
            {answerable && letter && (
              <LetterAnswer letter={letter} letterDate={question.date} today={today} live={live} answeredBy={content.answeredBy} />
            )}
            {answerable && !letter && (
              <UnknownLetter
                number={question.number.trim()}
                fromIrs={question.sender !== "New York State"}
                answeredBy={content.answeredBy}
                sources={content.unknownLetterSources}
              />
            )}
          </div>
        </div>
        <ScamCheck irsPhone={content.irsPhone} sources={content.scamCheckSources} />
      </Container>
    </>
  );
}
