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
import { useFirm } from "../hooks/useFirm";
import { loginSchema, type LoginValues } from "../lib/forms/accountSchemas";
import { submitAccountRequest } from "../lib/forms/accountRequest";
import { notices } from "../lib/forms/messages";
import { fontSize } from "../theme/tokens";

export default function LoginPage() {
  const { brand } = useFirm();
  useEffect(prepareNotices, []);
  const onSubmit = useFormSubmit<LoginValues>({
    send: (values) => submitAccountRequest("login", values),
    success: notices.loginSuccess(brand),
    failure: notices.loginFailure,
    onSuccess: () => void navigate("/"),
  });
  return (
    <AuthCard
      title="Log in"
      intro="Welcome back. Log in to your client account."
      footer={
        <>
          Don&apos;t have an account? <Link to="/signup">Sign up</Link>
        </>
      }
    >
      <Formik<LoginValues> initialValues={{ email: "", password: "" }} validationSchema={loginSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <ValidatedForm>
            <FormikField label="Email" name="email" type="email" autoComplete="email" required />
            <FormikField label="Password" name="password" type="password" autoComplete="current-password" required />
            <Link to="/forgot-password" css={{ justifySelf: "end", fontSize: fontSize.base, fontWeight: 600 }}>
              Forgot password?
            </Link>
            <SubmitButton submitting={isSubmitting} busyLabel="Logging In...">
              Log In
            </SubmitButton>
          </ValidatedForm>
        )}
      </Formik>
    </AuthCard>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo title="Log in" description="Log in to your client account to work with our team on your taxes, books and payroll." path={location.pathname} />
);
