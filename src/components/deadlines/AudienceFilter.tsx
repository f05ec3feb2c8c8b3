import { css } from "@emotion/react";
import { useWords } from "../../i18n/PageLanguage";
import { AUDIENCES, audienceName, type Audience } from "../../lib/deadlines";
import { deadlineNames } from "@words/deadlines/deadlineNames";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { plainFieldset } from "../ui/plainFieldset";
import { audienceFilter as words } from "@words/deadlines/audienceFilter";

const fieldsetStyle = css`
  ${plainFieldset};
  legend {
    margin-bottom: ${space[2]};
    font-weight: 700;
    color: ${color.navyDeep};
  }
  &:disabled label {
    cursor: not-allowed;
    color: ${color.inkMuted};
  }
`;

const optionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    min-height: 2.75rem;
    padding: ${space[1]} ${space[4]};
    border: 1px solid ${color.line};
    border-radius: ${radius.pill};
    background: ${color.surface};
    font-size: ${fontSize.base};
    font-weight: 600;
    color: ${color.ink};
    cursor: pointer;
  }
  label:hover {
    border-color: ${color.navy};
  }
  label:has(input:checked) {
    border-color: ${color.navy};
    background: ${color.navy};
    color: ${color.onDark};
  }
  input {
    margin: 0;
    accent-color: ${color.gold};
  }
  /* Where the browser can tell, the focus ring goes around the whole option, where the eye looks for it. */
  @supports selector(:has(*)) {
    label:has(input:focus-visible) {
      outline: 3px solid ${color.focus};
      outline-offset: 3px;
    }
    input:focus-visible {
      outline: none;
    }
  }
`;

/** The choice of every deadline: its radio value, in English like the audiences' (their keys). */
export const EVERYONE = "Everyone";

interface AudienceFilterProps {
  /** The chosen audience, or undefined for every deadline. */
  value?: Audience;
  onChange: (audience: Audience | undefined) => void;
  /** Off until the page runs in the browser: without JavaScript the choices would do nothing. */
  enabled: boolean;
}

/**
 * Which deadlines to show: radio buttons, so the keyboard (Tab into the group, arrows between the choices) and
 * screen readers ("Show deadlines for, radio group, Employers, 4 of 4") work as they do everywhere. Each
 * choice reads in the page's language; its value is the audience's English key.
 */
export default function AudienceFilter({ value, onChange, enabled }: AudienceFilterProps) {
  const names = useWords(deadlineNames);
  const { legend, everyone } = useWords(words);
  const options = [
    { value: EVERYONE, label: everyone, audience: undefined },
    ...AUDIENCES.map((audience) => ({ value: audience, label: audienceName(audience, names), audience })),
  ];
  return (
    <fieldset css={fieldsetStyle} disabled={!enabled}>
      <legend>{legend}</legend>
      <div css={optionsStyle}>
        {options.map((option) => (
          <label key={option.value}>
            <input type="radio" name="audience" value={option.value} checked={value === option.audience} onChange={() => onChange(option.audience)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
