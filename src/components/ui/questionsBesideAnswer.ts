import { css } from "@emotion/react";
import { bp, space } from "../../theme/tokens";

/** A page that answers what the visitor tells it: the questions in the narrower column, the answer beside them from tablet width. */
export const questionsBesideAnswer = css`
  display: grid;
  gap: ${space[6]};
  align-items: start;
  ${bp.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;
