import { css } from "@emotion/react";
import { color, shadow } from "../../theme/tokens";

/** The raised white surface of the site's cards, panels and form boxes; each sets its own padding, corners and accent. */
export const cardSurface = css`
  background: ${color.surface};
  border: 1px solid ${color.line};
  box-shadow: ${shadow.card};
`;
