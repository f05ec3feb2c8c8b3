import { createRoot } from "react-dom/client";
import { ToastContainer, toast, Slide } from "react-toastify";
import { css } from "@emotion/react";
import type { Notice } from "../../lib/forms/messages";
import { TOAST_DURATION_MS } from "../../lib/forms/constants";
import { font, palette } from "../../theme/tokens";

/*
 * The notices' own React root, outside the page: it is created the first time a form needs it, so only
 * pages with a form load react-toastify, and a notice raised just before a navigation (login → home)
 * stays on screen on the next page.
 */
let mounted = false;

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

function mount() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  host.id = "notices";
  document.body.appendChild(host);
  createRoot(host).render(
    <div css={containerStyle}>
      <ToastContainer
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

export function showNotice({ title, description, destructive }: Notice) {
  mount();
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
