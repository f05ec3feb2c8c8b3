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

/** Shown from small screens up; on a phone, heard but not shown (a label beside its icon, a name beside its code). */
export const hiddenOnPhones = css`
  @media (max-width: 39.99rem) {
    ${visuallyHidden};
  }
`;

/** Shown on a phone only, and not read (what `hiddenOnPhones` says in full is). */
export const phonesOnly = css`
  @media (min-width: 40rem) {
    display: none;
  }
`;

export default function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span css={visuallyHidden}>{children}</span>;
}
