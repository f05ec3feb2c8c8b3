import { css } from "@emotion/react";
import { cardSurface } from "../ui/cardSurface";
import { fontSize, radius, space } from "../../theme/tokens";

/** The answer's panel, for a letter the page knows and for one it does not. */
export const answerStyle = css`
  ${cardSurface};
  display: grid;
  gap: ${space[4]};
  padding: ${space[5]};
  border-radius: ${radius.md};
  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
  h3 {
    margin: ${space[2]} 0 0;
    font-size: ${fontSize.md};
  }
  p,
  > ol,
  > ul {
    margin: 0;
  }
  > ol,
  > ul {
    display: grid;
    gap: ${space[2]};
    padding-left: ${space[5]};
  }
`;
