import type { ReactNode } from "react";
import { buttonStyle } from "../ui/ButtonLink";

/** A form's submit button, the full width of the form. */
export default function SubmitButton({ children }: { children: ReactNode }) {
  return (
    <button type="submit" css={[buttonStyle("primary"), { width: "100%" }]}>
      {children}
    </button>
  );
}
