import type { ReactNode } from "react";
import { css, keyframes } from "@emotion/react";
import { buttonStyle } from "../ui/ButtonLink";
import { color } from "../../theme/tokens";

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const spinnerStyle = css`
  width: 1.1em;
  height: 1.1em;
  border: 2px solid ${color.onDarkTrack};
  border-top-color: ${color.onDark};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

interface SubmitButtonProps {
  children: ReactNode;
  /** While on, the button is disabled and shows a spinner with `busyLabel`. */
  submitting?: boolean;
  busyLabel?: string;
}

/** A form's submit button, the full width of the form. */
export default function SubmitButton({ children, submitting = false, busyLabel }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={submitting} css={[buttonStyle("primary"), { width: "100%" }]}>
      {submitting && <span css={spinnerStyle} aria-hidden="true" />}
      {submitting && busyLabel ? busyLabel : children}
    </button>
  );
}
