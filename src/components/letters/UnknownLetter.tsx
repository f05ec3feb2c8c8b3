import AnswerIt from "./AnswerIt";
import { answerStyle } from "./answerStyle";
import SourceList from "../ui/SourceList";
import { useWords } from "../../i18n/PageLanguage";
import type { Source } from "../../lib/content/types/common";
import { unknownLetter as words } from "@words/letters/unknownLetter";

interface UnknownLetterProps {
  /** The number as the visitor typed it. */
  number: string;
  /** Whether the IRS's general words apply: not for a letter the visitor says New York sent. */
  fromIrs: boolean;
  answeredBy: string;
  /** The IRS's pages that what most letters ask comes from (the content's). */
  sources: readonly Source[];
}

/** The honest answer for a number the page does not explain: the letter's own date rules, and what most letters ask. */
export default function UnknownLetter({ number, fromIrs, answeredBy, sources }: UnknownLetterProps) {
  const text = useWords(words);
  return (
    <article css={answerStyle} aria-labelledby="unknown-title">
      <h2 id="unknown-title">{text.title(number)}</h2>
      <p>{text.text}</p>
      {fromIrs && (
        <>
          <h3 id="what-most-ask">{text.whatMostAskTitle}</h3>
          <ul aria-labelledby="what-most-ask">
            {text.whatMostAsk.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <SourceList sources={sources} level={4} id="general-sources" />
        </>
      )}
      <AnswerIt service={answeredBy} number={number} id="answer-letter" />
    </article>
  );
}
