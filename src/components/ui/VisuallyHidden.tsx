import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { VISUALLY_HIDDEN, visuallyHiddenRules } from "../../theme/visuallyHidden";

/** Shown from small screens up; on a phone, heard but not shown (a label beside its icon, a name beside its code). */
export const hiddenOnPhones = css`
  @media (max-width: 39.99rem) {
    ${visuallyHiddenRules};
  }
`;

/** Shown on a phone only, and not read (what `hiddenOnPhones` says in full is). */
export const phonesOnly = css`
  @media (min-width: 40rem) {
    display: none;
  }
`;

export default function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={VISUALLY_HIDDEN}>{children}</span>;
}
