import { css } from "@emotion/react";
import { font, fontSize, space } from "../../theme/tokens";

/** A panel's small uppercase heading ("Next deadline", "In your calendar"), in the panel's own colour. */
export const eyebrow = (colour: string) => css`
  font-family: ${font.body};
  font-size: ${fontSize.base};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${colour};
  margin-bottom: ${space[2]};
`;
