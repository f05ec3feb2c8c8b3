import { css } from "@emotion/react";
import { choosesSeveral, type FinderQuestion } from "../../lib/planFinder/rules";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { plainFieldset } from "../ui/plainFieldset";

/** What is wrong with the answer, under the question. */
const problemStyle = css({ color: color.danger, fontWeight: 600, marginBottom: space[3] });

const fieldsetStyle = css`
  ${plainFieldset};
  legend {
    margin-bottom: ${space[3]};
    font-size: ${fontSize.md};
    font-weight: 600;
    color: ${color.ink};
  }
  legend small {
    display: block;
    font-size: ${fontSize.sm};
    font-weight: 400;
    color: ${color.inkMuted};
  }
  label {
    display: flex;
    gap: ${space[3]};
    align-items: flex-start;
    padding: ${space[3]} ${space[4]};
    margin-bottom: ${space[2]};
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
    color: ${color.ink};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${color.teal};
    background: ${color.tealTint};
  }
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.1em 0 0;
    accent-color: ${color.teal};
  }
`;

interface QuestionStepProps {
  question: FinderQuestion;
  /** "Question 2 of 4". */
  number: string;
  chosen: readonly string[];
  /** What to say when a question that needs an answer has none. */
  missing?: string;
  onChange: (keys: string[]) => void;
}

/** One question: radio buttons for one answer, tick boxes for all that apply. */
export default function QuestionStep({ question, number, chosen, missing, onChange }: QuestionStepProps) {
  const several = choosesSeveral(question);
  const errorId = `finder-${question.id}-missing`;
  const toggle = (key: string, on: boolean) =>
    onChange(several ? question.answers.map((answer) => answer.id).filter((id) => (id === key ? on : chosen.includes(id))) : [key]);
  return (
    <fieldset css={fieldsetStyle} aria-describedby={missing ? errorId : undefined}>
      <legend>
        <small>{number}</small>
        {question.text}
      </legend>
      {missing && (
        <p id={errorId} css={problemStyle}>
          {missing}
        </p>
      )}
      {question.answers.map((answer) => (
        <label key={answer.id}>
          <input
            type={several ? "checkbox" : "radio"}
            name={`finder-${question.id}`}
            value={answer.id}
            checked={chosen.includes(answer.id)}
            onChange={(event) => toggle(answer.id, event.currentTarget.checked)}
          />
          <span>{answer.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
