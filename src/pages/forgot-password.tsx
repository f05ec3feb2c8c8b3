import { useEffect } from "react";
import { Link, type HeadProps } from "gatsby";
import { Formik } from "formik";
import AuthCard from "../components/forms/AuthCard";
import FormikField from "../components/forms/FormikField";
import SubmitButton from "../components/forms/SubmitButton";
import ValidatedForm from "../components/forms/ValidatedForm";
import { prepareNotices } from "../components/forms/notices";
import { useFormSubmit } from "../components/forms/useFormSubmit";
import Seo from "../components/Seo";
import { forgotPasswordSchema, type ForgotPasswordValues } from "../lib/forms/accountSchemas";
import { submitAccountRequest } from "../lib/forms/accountRequest";
import { notices } from "../lib/forms/messages";

export default function ForgotPasswordPage() {
  useEffect(prepareNotices, []);
  const onSubmit = useFormSubmit<ForgotPasswordValues>({
    send: (values) => submitAccountRequest("forgot-password", values),
    success: notices.forgotSuccess,
    failure: notices.forgotFailure,
  });
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to reset your password."
      footer={<Link to="/login">Back to Login</Link>}
    >
      <Formik<ForgotPasswordValues>
        initialValues={{ email: "" }}
        validationSchema={forgotPasswordSchema}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <ValidatedForm>
            <FormikField label="Email" name="email" type="email" autoComplete="email" required />
            <SubmitButton submitting={isSubmitting} busyLabel="Sending...">
              Send Reset Link
            </SubmitButton>
          </ValidatedForm>
        )}
      </Formik>
    </AuthCard>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo
    title="Forgot password"
    description="Forgot the password of your client account? Enter your e-mail address and we will send you a reset link."
    path={location.pathname}
  />
);
