import { css } from "@emotion/react";
import { plainFieldset } from "../ui/plainFieldset";
import { choicesStyle } from "../ui/choicesStyle";
import { ANSWER_GROUPS, type Answer } from "../../lib/whatToBring/answers";
import { color, fontSize, space } from "../../theme/tokens";
import type { whatToBring } from "@words/whatToBring/whatToBring";

const formStyle = css`
  ${plainFieldset};
  display: grid;
  gap: ${space[5]};
  > legend {
    margin-bottom: ${space[3]};
    font-size: ${fontSize.lg};
    font-weight: 700;
    color: ${color.navyDeep};
  }
`;

const groupStyle = css`
  ${plainFieldset};
  legend {
    margin-bottom: ${space[2]};
    font-weight: 700;
    color: ${color.ink};
  }
  ul {
    ${choicesStyle};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

interface AnswerQuestionsProps {
  text: (typeof whatToBring)["questions"];
  answers: readonly string[];
  onToggle: (answer: Answer) => void;
  /** Off until the page runs in the browser: without JavaScript a tick would change nothing. */
  enabled: boolean;
}

/** What the visitor's year held: a checkbox per answer, in groups, each a fieldset named by its legend. */
export default function AnswerQuestions({ text, answers, onToggle, enabled }: AnswerQuestionsProps) {
  return (
    <fieldset css={formStyle} disabled={!enabled}>
      <legend>{text.legend}</legend>
      {Object.entries(ANSWER_GROUPS).map(([group, keys]) => (
        <fieldset key={group} css={groupStyle}>
          <legend>{text.groups[group as keyof typeof ANSWER_GROUPS]}</legend>
          <ul>
            {keys.map((answer: Answer) => (
              <li key={answer}>
                <label>
                  <input type="checkbox" checked={answers.includes(answer)} onChange={() => onToggle(answer)} />
                  {text.answers[answer]}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </fieldset>
  );
}
