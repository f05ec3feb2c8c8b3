import { useLayoutEffect, useState, type ReactNode } from "react";
import { css, keyframes } from "@emotion/react";
import { buttonStyle } from "../ui/ButtonLink";
import { color } from "../../theme/tokens";
import SmartLink from "../ui/SmartLink";
import { useFirm } from "../../hooks/useFirm";
import { useWords } from "../../i18n/PageLanguage";
import { telHref } from "../../lib/links";
import { withoutScript as words } from "@words/forms/withoutScript";

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

const submitStyle = css(buttonStyle("primary"), { width: "100%" });

interface SubmitButtonProps {
  children: ReactNode;
  /** While on, the button is disabled and shows a spinner with `busyLabel`. */
  submitting?: boolean;
  busyLabel?: string;
}

/**
 * A form's submit button, the full width of the form; where the browser runs no script, and so cannot send the form,
 * a line under it says so and how else to reach the firm.
 */
export default function SubmitButton({ children, submitting = false, busyLabel }: SubmitButtonProps) {
  // Disabled until the page's script runs: a form sent before it goes to the host, which answers a page's POST with an
  // empty 405, a blank page. A disabled button also stops the Enter key's sending.
  const [live, setLive] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's page cannot send; the browser's can, once it runs.
  useLayoutEffect(() => setLive(true), []);
  const text = useWords(words);
  const { phone, email } = useFirm();
  return (
    <>
      <button type="submit" disabled={submitting || !live} css={submitStyle}>
        {submitting && <span css={spinnerStyle} aria-hidden="true" />}
        {submitting && busyLabel ? busyLabel : children}
      </button>
      <noscript>
        <p>
          {text.before}
          <SmartLink to={telHref(phone)}>{phone}</SmartLink>
          {text.between}
          <SmartLink to={`mailto:${email}`}>{email}</SmartLink>
          {text.after}
        </p>
      </noscript>
    </>
  );
}
