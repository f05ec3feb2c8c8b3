import { useEffect, useRef, type ReactNode } from "react";
import { Form, useFormikContext } from "formik";
import { formStyle } from "./formStyle";

/**
 * A Formik form whose messages are ours, not the browser's (`noValidate`, while the fields keep their
 * `required` and `type` for browsers and password managers). After a send that did not validate, focus
 * moves to the first field in error.
 */
export default function ValidatedForm({ children, label }: { children: ReactNode; label?: string }) {
  const { submitCount, isValid, isSubmitting, isValidating } = useFormikContext();
  const formRef = useRef<HTMLFormElement>(null);
  const handledAttempt = useRef(0);

  useEffect(() => {
    if (submitCount === handledAttempt.current || isSubmitting || isValidating) return;
    handledAttempt.current = submitCount;
    if (!isValid) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValidating, isValid]);

  return (
    // POST, so that a form sent before the scripts have loaded never puts what was typed in the address (its submit
    // button waits for them: SubmitButton).
    <Form ref={formRef} method="post" noValidate css={formStyle} aria-label={label}>
      {children}
    </Form>
  );
}
