import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { css } from "@emotion/react";
import { color, fontSize, radius, space } from "../../theme/tokens";

/**
 * A field: its label, its hint, its control and its error, each reached from the field's one style (the hint and the
 * error by their mark), as typing draws the field again and an element with a `css` prop costs Emotion three
 * components.
 */
const fieldStyle = css`
  display: grid;
  gap: ${space[1]};
  label {
    font-weight: 600;
    font-size: ${fontSize.base};
    color: ${color.navyDeep};
  }
  input,
  textarea,
  select {
    display: block;
    width: 100%;
    min-height: 2.75rem;
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${color.fieldBorder};
    border-radius: ${radius.sm};
    background: ${color.surface};
    color: ${color.ink};
    font: inherit;
    font-size: ${fontSize.base};
    &:focus-visible {
      outline-offset: 1px;
      border-color: ${color.navy};
    }
    &[aria-invalid="true"] {
      border-color: ${color.danger};
    }
  }
  [data-hint] {
    margin: 0;
    color: ${color.inkMuted};
    font-size: ${fontSize.sm};
  }
  [data-error] {
    margin: 0;
    color: ${color.danger};
    font-size: ${fontSize.sm};
    font-weight: 600;
  }
`;

type Control =
  | ({ as?: "input" } & InputHTMLAttributes<HTMLInputElement>)
  | ({ as: "textarea" } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  | ({ as: "select"; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>);

type FormFieldProps = Control & {
  /** The visible label; it is also the control's accessible name. */
  label: string;
  name: string;
  /** A message shown under the control and linked to it when the value is not accepted. */
  error?: string;
  /** A line under the label that says what to write, linked to the control. */
  hint?: string;
};

/** One labelled form control (input, textarea or select) with room for its error message. */
export default function FormField({ label, error, hint, ...control }: FormFieldProps) {
  const id = `field-${control.name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  const shared = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  let input: ReactNode;
  if (control.as === "textarea") {
    const { as: _as, ...rest } = control;
    input = <textarea {...rest} {...shared} />;
  } else if (control.as === "select") {
    const { as: _as, ...rest } = control;
    input = <select {...rest} {...shared} />;
  } else {
    const { as: _as, ...rest } = control;
    input = <input {...rest} {...shared} />;
  }
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} data-hint>
          {hint}
        </p>
      )}
      {input}
      {error && (
        <p id={errorId} data-error>
          {error}
        </p>
      )}
    </div>
  );
}
