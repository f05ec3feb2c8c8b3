import { css } from "@emotion/react";
import ButtonLink from "../ui/ButtonLink";
import { useWords } from "../../i18n/PageLanguage";
import { answerLetterLink } from "../../lib/letters/answerLink";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { answerIt as words } from "@words/letters/answerIt";

const style = css`
  padding: ${space[5]};
  border-radius: ${radius.md};
  background: ${color.tealTint};
  h3 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSize.lg};
  }
  p {
    margin: 0 0 ${space[4]};
  }
`;

interface AnswerItProps {
  /** The key of the service that answers letters (the content's answeredBy). */
  service: string;
  number: string;
  due?: string | null;
  /** Its heading's id, unique on the page. */
  id: string;
}

/** "Have us answer it": the contact form, with the service chosen and the message naming the letter and its date. */
export default function AnswerIt({ service, number, due, id }: AnswerItProps) {
  const text = useWords(words);
  return (
    <section css={style} aria-labelledby={id}>
      <h3 id={id}>{text.title}</h3>
      <p>{text.text}</p>
      <ButtonLink to={answerLetterLink(service, number, due)}>{text.link}</ButtonLink>
    </section>
  );
}
