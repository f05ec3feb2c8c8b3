import { Link, navigate, type HeadProps } from "gatsby";
import { Formik } from "formik";
import AuthCard from "../components/forms/AuthCard";
import PortalSignIn from "../components/account/PortalSignIn";
import FormikField from "../components/forms/FormikField";
import SubmitButton from "../components/forms/SubmitButton";
import ValidatedForm from "../components/forms/ValidatedForm";
import { useFormSubmit } from "../components/forms/useFormSubmit";
import Seo from "../components/Seo";
import { useFirm } from "../hooks/useFirm";
import { useLanguage, useWords } from "../i18n/PageLanguage";
import { languageOfPath, pathIn } from "../lib/localPaths";
import { signupSchema, type SignupValues } from "../lib/forms/accountSchemas";
import { submitAccountRequest } from "../lib/forms/accountRequest";
import { PASSWORD_MIN_LENGTH } from "../lib/forms/constants";
import { notices, validationMessages } from "../components/forms/words";
import { signup as enSignup } from "../words/en/account/signup";
import { signup as esSignup } from "../words/es/account/signup";

const words = { en: enSignup, es: esSignup };

const emptySignup: SignupValues = { fullName: "", email: "", mobileNumber: "", password: "", confirmPassword: "" };

/** Where the firm names a client portal, clients sign in there; otherwise the page's form (spec). */
export default function SignupPage() {
  const portalUrl = useFirm().portalUrl?.trim();
  return portalUrl ? <PortalSignIn page="signup" portalUrl={portalUrl} /> : <SignupForm />;
}

function SignupForm() {
  const language = useLanguage();
  const text = useWords(words);
  const notice = useWords(notices);
  const onSubmit = useFormSubmit<SignupValues>({
    check: ({ password, confirmPassword }) => (password === confirmPassword ? null : notice.signupMismatch),
    send: (values) => submitAccountRequest("signup", values),
    success: notice.signupSuccess,
    failure: notice.signupFailure,
    onSuccess: () => navigate(pathIn(language, "/login")),
  });
  return (
    <AuthCard
      title={text.heading}
      intro={text.intro}
      footer={
        <>
          {text.haveAccount} <Link to={pathIn(language, "/login")}>{text.logIn}</Link>
        </>
      }
    >
      <Formik<SignupValues> initialValues={emptySignup} validationSchema={signupSchema(validationMessages[language])} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <ValidatedForm>
            <FormikField label={text.fullName} name="fullName" autoComplete="name" required />
            <FormikField label={text.email} name="email" type="email" autoComplete="email" required />
            <FormikField label={text.mobileNumber} name="mobileNumber" type="tel" autoComplete="tel" required />
            <FormikField label={text.password} name="password" type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} required />
            <FormikField
              label={text.confirmPassword}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              required
            />
            <SubmitButton submitting={isSubmitting} busyLabel={text.busy}>
              {text.submit}
            </SubmitButton>
          </ValidatedForm>
        )}
      </Formik>
    </AuthCard>
  );
}

export const Head = ({ location }: HeadProps) => {
  const { title, description } = words[languageOfPath(location.pathname)].head;
  return <Seo title={title} description={description} path={location.pathname} />;
};
