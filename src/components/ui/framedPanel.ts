import { css } from "@emotion/react";
import { color, radius, space } from "../../theme/tokens";

/** A flat framed panel (the estimate's summary, where a client sends documents): its frame and padding; each sets its inside. */
export const framedPanel = css`
  padding: ${space[5]};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.surface};
`;
