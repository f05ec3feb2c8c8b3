import AnswerIt from "./AnswerIt";
import DueLine from "./DueLine";
import type { LetterEntry } from "./letterTypes";
import ContentLink from "../ui/ContentLink";
import SourceList from "../ui/SourceList";
import { useWords } from "../../i18n/PageLanguage";
import { toIsoDate } from "../../lib/dates";
import { dueRuleOf } from "../../lib/letters/rules";
import { dueDate } from "../../lib/letters/dueDate";
import type { IsoDate } from "../../lib/businessDays";
import { letterAnswer as words } from "@words/letters/letterAnswer";
import { answerStyle } from "./answerStyle";

interface LetterAnswerProps {
  letter: LetterEntry;
  letterDate: IsoDate;
  today: IsoDate;
  live: boolean;
  /** The key of the service that answers letters. */
  answeredBy: string;
}

/** What a letter the page knows is, by when it is due, what to do and what follows if nothing is, from the content. */
export default function LetterAnswer({ letter, letterDate, today, live, answeredBy }: LetterAnswerProps) {
  const text = useWords(words);
  const due = dueDate(letterDate, dueRuleOf(letter));
  return (
    <article css={answerStyle} aria-labelledby="letter-title">
      <h2 id="letter-title">
        {letter.number}: {letter.title}
      </h2>
      <p>{letter.summary}</p>
      <DueLine letter={letter} letterDate={letterDate} today={today} live={live} />
      <h3 id="letter-steps">{text.steps}</h3>
      <ol aria-labelledby="letter-steps">
        {letter.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h3>{text.ifIgnored}</h3>
      <p>{letter.ifIgnored}</p>
      <p>
        <ContentLink link={{ url: letter.officialPage, urlEs: letter.officialPageEs }}>{text.officialPage(letter.number)}</ContentLink>
      </p>
      <AnswerIt service={answeredBy} number={letter.number} due={due} id="answer-letter" />
      <SourceList sources={letter.sources} reviewed={toIsoDate(letter.reviewed)} level={4} id="letter-sources" />
    </article>
  );
}
