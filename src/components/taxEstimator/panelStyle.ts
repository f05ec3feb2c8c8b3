import { css } from "@emotion/react";
import { color, fontSize, radius, space } from "../../theme/tokens";

/** The estimate's framed panels, the summary and next year's payments: their frame, spacing and headings. */
export const panelStyle = css`
  display: grid;
  gap: ${space[5]};
  padding: ${space[5]};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.surface};
  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
  h3 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSize.md};
  }
  p,
  ul {
    margin: 0;
  }
`;
