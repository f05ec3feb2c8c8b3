import { useEffect } from "react";
import { Link, navigate, type HeadProps } from "gatsby";
import { Formik } from "formik";
import AuthCard from "../components/forms/AuthCard";
import FormikField from "../components/forms/FormikField";
import SubmitButton from "../components/forms/SubmitButton";
import ValidatedForm from "../components/forms/ValidatedForm";
import { prepareNotices } from "../components/forms/notices";
import { useFormSubmit } from "../components/forms/useFormSubmit";
import Seo from "../components/Seo";
import { signupSchema, type SignupValues } from "../lib/forms/accountSchemas";
import { submitAccountRequest } from "../lib/forms/accountRequest";
import { PASSWORD_MIN_LENGTH } from "../lib/forms/constants";
import { notices } from "../lib/forms/messages";

const emptySignup: SignupValues = { fullName: "", email: "", mobileNumber: "", password: "", confirmPassword: "" };

export default function SignupPage() {
  useEffect(prepareNotices, []);
  const onSubmit = useFormSubmit<SignupValues>({
    check: ({ password, confirmPassword }) => (password === confirmPassword ? null : notices.signupMismatch),
    send: (values) => submitAccountRequest("signup", values),
    success: notices.signupSuccess,
    failure: notices.signupFailure,
    onSuccess: () => void navigate("/login"),
  });
  return (
    <AuthCard
      title="Create an account"
      intro="Open a client account to work with our team."
      footer={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
    >
      <Formik<SignupValues> initialValues={emptySignup} validationSchema={signupSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <ValidatedForm>
            <FormikField label="Full name" name="fullName" autoComplete="name" required />
            <FormikField label="Email" name="email" type="email" autoComplete="email" required />
            <FormikField label="Mobile number" name="mobileNumber" type="tel" autoComplete="tel" required />
            <FormikField
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              required
            />
            <FormikField
              label="Confirm password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              required
            />
            <SubmitButton submitting={isSubmitting} busyLabel="Creating Account...">
              Create Account
            </SubmitButton>
          </ValidatedForm>
        )}
      </Formik>
    </AuthCard>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo title="Sign up" description="Create a client account to work with our team on your individual or business taxes." path={location.pathname} />
);
