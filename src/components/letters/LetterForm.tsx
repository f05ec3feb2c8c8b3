import type { ChangeEvent } from "react";
import { css } from "@emotion/react";
import FormField from "../forms/FormField";
import { plainFieldset } from "../ui/plainFieldset";
import { useWords } from "../../i18n/PageLanguage";
import { LETTER_SENDERS } from "../../lib/letters/rules";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { letterForm as words } from "@words/letters/letterForm";

export type Sender = (typeof LETTER_SENDERS)[number];

/** What the visitor has told of their letter so far; "" where nothing yet. */
export interface LetterQuestion {
  sender: Sender | "";
  number: string;
  date: string;
}

const formStyle = css`
  display: grid;
  gap: ${space[5]};
`;

const sendersStyle = css`
  ${plainFieldset};
  display: grid;
  gap: ${space[2]};
  legend {
    margin-bottom: ${space[2]};
    font-weight: 600;
    color: ${color.navyDeep};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${space[3]};
    min-height: 2.75rem;
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${color.fieldBorder};
    border-radius: ${radius.sm};
    background: ${color.surface};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${color.navy};
    box-shadow: inset 0 0 0 1px ${color.navy};
  }
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${color.navy};
  }
`;

const privateStyle = css`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.inkMuted};
`;

interface LetterFormProps {
  question: LetterQuestion;
  onChange: (question: LetterQuestion) => void;
  /** The numbers the page knows, offered as the visitor types. */
  numbers: readonly string[];
}

/**
 * Who sent the letter, its number and its date, in plain fields: nothing is submitted, the answer follows what is
 * typed. Enter does nothing either.
 */
export default function LetterForm({ question, onChange, numbers }: LetterFormProps) {
  const text = useWords(words);
  const set = (change: Partial<LetterQuestion>) => onChange({ ...question, ...change });
  return (
    <form css={formStyle} aria-label={text.legend} onSubmit={(event) => event.preventDefault()}>
      <fieldset css={sendersStyle}>
        <legend>{text.sender}</legend>
        {LETTER_SENDERS.map((sender) => (
          <label key={sender}>
            <input type="radio" name="sender" value={sender} checked={question.sender === sender} onChange={() => set({ sender })} />
            {text.senders[sender]}
          </label>
        ))}
      </fieldset>
      <FormField
        name="letter-number"
        label={text.number}
        hint={text.numberHint}
        list="letter-numbers"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={question.number}
        onChange={(event: ChangeEvent<HTMLInputElement>) => set({ number: event.target.value })}
      />
      <datalist id="letter-numbers">
        {numbers.map((number) => (
          <option key={number} value={number} />
        ))}
      </datalist>
      <FormField
        name="letter-date"
        label={text.date}
        hint={text.dateHint}
        type="date"
        value={question.date}
        onChange={(event: ChangeEvent<HTMLInputElement>) => set({ date: event.target.value })}
      />
      <p css={privateStyle}>{text.private}</p>
    </form>
  );
}
