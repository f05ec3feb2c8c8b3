import type { ReactNode } from "react";
import { css } from "@emotion/react";

export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export default function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span css={visuallyHidden}>{children}</span>;
}
