import type { ReactNode } from "react";
import { Formik, type FormikValues } from "formik";
import type { ObjectSchema } from "yup";
import AuthCard from "../forms/AuthCard";
import SubmitButton from "../forms/SubmitButton";
import ValidatedForm from "../forms/ValidatedForm";
import { useFormSubmit, type FormSubmit } from "../forms/useFormSubmit";
import { submitAccountRequest, type AccountAction } from "../../lib/forms/accountRequest";

/** The words every account screen has besides its fields' labels. */
interface AccountFormWords {
  heading: string;
  intro: string;
  /** The submit button's label while the form sends, and before. */
  busy: string;
  submit: string;
}

interface AccountFormProps<Values extends FormikValues & { email: string }> extends Omit<FormSubmit<Values>, "send"> {
  /** What the form asks of the account service. */
  action: AccountAction;
  initialValues: Values;
  /** The fields' rules, with their messages in the page's language. */
  validationSchema: ObjectSchema<Values>;
  text: AccountFormWords;
  /** The links under the form, to the other account screens. */
  footer: ReactNode;
  /** The form's fields, above its submit button. */
  children: ReactNode;
}

/**
 * An account screen's form in its card (login, signup, forgot password): its fields, then the one submit button;
 * sent to the account service, with the screen's notices of how it went.
 */
export default function AccountForm<Values extends FormikValues & { email: string }>({
  action,
  text,
  footer,
  children,
  initialValues,
  validationSchema,
  ...submit
}: AccountFormProps<Values>) {
  const onSubmit = useFormSubmit<Values>({ ...submit, send: (values) => submitAccountRequest(action, values) });
  return (
    <AuthCard title={text.heading} intro={text.intro} footer={footer}>
      <Formik<Values> initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <ValidatedForm>
            {children}
            <SubmitButton submitting={isSubmitting} busyLabel={text.busy}>
              {text.submit}
            </SubmitButton>
          </ValidatedForm>
        )}
      </Formik>
    </AuthCard>
  );
}
