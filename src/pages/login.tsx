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
import { loginSchema, type LoginValues } from "../lib/forms/accountSchemas";
import { submitAccountRequest } from "../lib/forms/accountRequest";
import { notices, validationMessages } from "../components/forms/words";
import { fontSize } from "../theme/tokens";
import { login as enLogin } from "../words/en/account/login";
import { login as esLogin } from "../words/es/account/login";

const words = { en: enLogin, es: esLogin };

/** Where the firm names a client portal, clients sign in there; otherwise the page's form (spec). */
export default function LoginPage() {
  const portalUrl = useFirm().portalUrl?.trim();
  return portalUrl ? <PortalSignIn page="login" portalUrl={portalUrl} /> : <LoginForm />;
}

function LoginForm() {
  const { brand } = useFirm();
  const language = useLanguage();
  const text = useWords(words);
  const notice = useWords(notices);
  const onSubmit = useFormSubmit<LoginValues>({
    send: (values) => submitAccountRequest("login", values),
    success: notice.loginSuccess(brand),
    failure: notice.loginFailure,
    onSuccess: () => navigate(pathIn(language, "/")),
  });
  return (
    <AuthCard
      title={text.heading}
      intro={text.intro}
      footer={
        <>
          {text.noAccount} <Link to={pathIn(language, "/signup")}>{text.signUp}</Link>
        </>
      }
    >
      <Formik<LoginValues>
        initialValues={{ email: "", password: "" }}
        validationSchema={loginSchema(validationMessages[language])}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <ValidatedForm>
            <FormikField label={text.email} name="email" type="email" autoComplete="email" required />
            <FormikField label={text.password} name="password" type="password" autoComplete="current-password" required />
            <Link to={pathIn(language, "/forgot-password")} css={{ justifySelf: "end", fontSize: fontSize.base, fontWeight: 600 }}>
              {text.forgotPassword}
            </Link>
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
