import { css } from "@emotion/react";
import { space } from "../../theme/tokens";

/** The vertical rhythm of every form: fields one under the other. */
export const formStyle = css`
  display: grid;
  gap: ${space[5]};
`;
