import { Link, type HeadProps } from "gatsby";
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
import { forgotPasswordSchema, type ForgotPasswordValues } from "../lib/forms/accountSchemas";
import { submitAccountRequest } from "../lib/forms/accountRequest";
import { notices, validationMessages } from "../components/forms/words";
import { forgotPassword as enForgotPassword } from "../words/en/account/forgotPassword";
import { forgotPassword as esForgotPassword } from "../words/es/account/forgotPassword";

const words = { en: enForgotPassword, es: esForgotPassword };

/** Where the firm names a client portal, clients sign in there; otherwise the page's form (spec). */
export default function ForgotPasswordPage() {
  const portalUrl = useFirm().portalUrl?.trim();
  return portalUrl ? <PortalSignIn page="forgotPassword" portalUrl={portalUrl} /> : <ForgotPasswordForm />;
}

function ForgotPasswordForm() {
  const language = useLanguage();
  const text = useWords(words);
  const notice = useWords(notices);
  const onSubmit = useFormSubmit<ForgotPasswordValues>({
    send: (values) => submitAccountRequest("forgot-password", values),
    success: notice.forgotSuccess,
    failure: notice.forgotFailure,
  });
  return (
    <AuthCard title={text.heading} intro={text.intro} footer={<Link to={pathIn(language, "/login")}>{text.backToLogin}</Link>}>
      <Formik<ForgotPasswordValues>
        initialValues={{ email: "" }}
        validationSchema={forgotPasswordSchema(validationMessages[language])}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <ValidatedForm>
            <FormikField label={text.email} name="email" type="email" autoComplete="email" required />
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
