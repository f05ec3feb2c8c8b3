import { useCallback, useRef } from "react";
import type { FormikHelpers } from "formik";
import type { Notice } from "../../words/notice";
import { useNotices } from "./notices";

export interface FormSubmit<T> {
  /** A check before sending; a notice it returns is shown and the send stops (signup's mismatch). */
  check?: (values: T) => Notice | null;
  send: (values: T) => Promise<void>;
  success: Notice;
  failure: (error: unknown) => Notice;
  /** What follows a successful send: clear the form, go to another page. */
  onSuccess?: (helpers: FormikHelpers<T>) => void;
}

/**
 * The one submit behaviour of every form: send once (a second send while one is under way does nothing),
 * then tell the visitor how it went, in the page's language. A failed send keeps every field as it was typed.
 */
export function useFormSubmit<T>({ check, send, success, failure, onSuccess }: FormSubmit<T>) {
  const inFlight = useRef(false);
  const notify = useNotices();
  return useCallback(
    async (values: T, helpers: FormikHelpers<T>) => {
      if (inFlight.current) return;
      const problem = check?.(values);
      if (problem) {
        await notify(problem);
        return;
      }
      inFlight.current = true;
      try {
        await send(values);
      } catch (error) {
        await notify(failure(error));
        return;
      } finally {
        inFlight.current = false;
      }
      await notify(success);
      onSuccess?.(helpers);
    },
    [check, send, success, failure, onSuccess, notify],
  );
}
