import { css } from "@emotion/react";
import { color, radius, space } from "../../theme/tokens";

/** Checkboxes or radio buttons as a column of framed choices, the label the target, the chosen one outlined. */
export const choicesStyle = css`
  display: grid;
  gap: ${space[2]};
  label {
    display: flex;
    align-items: flex-start;
    gap: ${space[3]};
    min-height: 2.75rem;
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
    background: ${color.surface};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${color.navy};
  }
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${color.navy};
  }
`;
