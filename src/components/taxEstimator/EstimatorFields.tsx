import { css } from "@emotion/react";
import { memo, type ChangeEvent, type ComponentProps } from "react";
import FormField from "../forms/FormField";
import HydrateInOwnTask from "../../performance/HydrateInOwnTask";
import type { EstimatorValues } from "../../lib/tax/visitorValues";
import { bp, color, fontSize, space } from "../../theme/tokens";
import { plainFieldset } from "../ui/plainFieldset";
import { notesStyle } from "./styles";
import { choicesStyle } from "../ui/choicesStyle";

/* The estimate's fields, their groups and their styles: the form's, and New York's questions' (NewYorkQuestions.tsx). */

const groupStyle = css`
  ${plainFieldset};
  padding-top: ${space[5]};
  border-top: 1px solid ${color.line};
  & > legend {
    float: left;
    width: 100%;
    margin-bottom: ${space[4]};
    font-size: ${fontSize.lg};
    font-weight: 700;
    color: ${color.navyDeep};
  }
  & > legend + * {
    clear: both;
  }
  ${notesStyle};
  [data-note] {
    margin: 0 0 ${space[2]};
  }
`;

/** One group of questions, hydrated in a task of its own: the whole form at once is a long task on a phone. */
export function Group(props: ComponentProps<"fieldset">) {
  return (
    <HydrateInOwnTask>
      <fieldset css={groupStyle} {...props} />
    </HydrateInOwnTask>
  );
}

/** Two columns of fields from a small tablet's width up. */
export const gridStyle = css`
  display: grid;
  gap: ${space[5]};
  ${bp.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const subheadingStyle = css`
  padding: 0;
  margin: 0 0 ${space[2]};
  font-size: ${fontSize.base};
  font-weight: 700;
  color: ${color.ink};
`;

/** The value of a field by its name: "interest", or a person's "filer.wages". */
export const valueAt = (values: EstimatorValues, name: string): unknown =>
  name.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], values);

export type SetField = (name: string, value: string | boolean) => void;

interface AmountProps {
  name: string;
  label: string;
  hint?: string;
  inputMode: "decimal" | "numeric";
  value: string;
  error?: string;
  set: SetField;
}

/*
 * One field of the form. Memoised, with the form's stable `set`: a keystroke draws again the field typed in and the
 * estimate, not the forty others: from a key to the painted result at 4× CPU, 43 ms median with it and 57 without in
 * one run of 2026-11-24 (npm run bench prints today's figure beside the bare page's own keystroke).
 */
export const Amount = memo(function Amount({ name, label, hint, inputMode, value, error, set }: AmountProps) {
  return (
    <FormField
      name={name}
      label={label}
      hint={hint}
      inputMode={inputMode}
      autoComplete="off"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value)}
      error={error}
    />
  );
});

export const Check = memo(function Check({ name, label, checked, set }: { name: string; label: string; checked: boolean; set: SetField }) {
  return (
    <label>
      <input type="checkbox" name={name} checked={checked} onChange={(event) => set(name, event.target.checked)} />
      <span>{label}</span>
    </label>
  );
});

interface ChoicesProps<T extends string> {
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  checked: T;
  set: SetField;
}

/** One answer of a few, as radio buttons a keyboard moves through with the arrow keys. */
export function Choices<T extends string>({ name, options, labels, checked, set }: ChoicesProps<T>) {
  return (
    <div css={choicesStyle}>
      {options.map((option) => (
        <label key={option}>
          <input type="radio" name={name} value={option} checked={checked === option} onChange={() => set(name, option)} />
          <span>{labels[option]}</span>
        </label>
      ))}
    </div>
  );
}
