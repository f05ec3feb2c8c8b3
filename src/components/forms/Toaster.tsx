import { createRoot, type Root } from "react-dom/client";
import { ToastContainer, toast, Slide } from "react-toastify";
import { css } from "@emotion/react";
import ToastCloseButton from "./ToastCloseButton";
import type { Notice } from "../../words/notice";
import { TOAST_DURATION_MS } from "../../lib/forms/constants";
import { font, palette } from "../../theme/tokens";
import type { toaster } from "@words/forms/toaster";

/*
 * The notices' own React root, outside the page: it is created the first time a form needs it, so only
 * pages with a form load react-toastify, and a notice raised just before a navigation (login → home)
 * stays on screen on the next page. Being outside the page, it is given the words of the page's language by the
 * page (forms/notices.ts), so that this module is one for every language.
 */
let root: Root | null = null;
let shownWith: ToasterWords | null = null;

/** The region's and the close button's words (react-toastify's own, in English). */
export type ToasterWords = typeof toaster;

const containerStyle = css`
  --toastify-font-family: ${font.body};
  --toastify-color-success: ${palette.success};
  --toastify-color-error: ${palette.danger};
  --toastify-text-color-light: ${palette.ink};
  .Toastify__toast {
    border-radius: 10px;
    border-left: 6px solid ${palette.success};
    font-size: 1rem;
  }
  .Toastify__toast--error {
    background: ${palette.dangerTint};
    border-left-color: ${palette.danger};
    color: ${palette.danger};
  }
  .Toastify__close-button {
    color: ${palette.ink};
    opacity: 0.8;
  }
  strong {
    display: block;
    margin-bottom: 0.25rem;
  }
  p {
    margin: 0;
    color: ${palette.ink};
  }
`;

/** Creates the notices' root, or speaks the page's language in it if another page made it in another. */
function mount(words: ToasterWords) {
  if (words === shownWith) return;
  shownWith = words;
  if (!root) {
    const host = document.createElement("div");
    host.id = "notices";
    document.body.appendChild(host);
    root = createRoot(host);
  }
  const { region, close } = words;
  root.render(
    <div css={containerStyle}>
      <ToastContainer
        aria-label={region}
        closeButton={(props) => <ToastCloseButton {...props} label={close} />}
        position="top-center"
        autoClose={TOAST_DURATION_MS}
        limit={1}
        transition={Slide}
        hideProgressBar
        closeOnClick={false}
        pauseOnFocusLoss={false}
      />
    </div>,
  );
}

export function showNotice({ title, description, destructive }: Notice, words: ToasterWords) {
  mount(words);
  toast.dismiss();
  const content = (
    <div>
      <strong>{title}</strong>
      <p>{description}</p>
    </div>
  );
  if (destructive) toast.error(content, { role: "alert" });
  else toast.success(content, { role: "status" });
}

export { mount as prepareNotices };
