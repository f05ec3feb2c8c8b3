import { Link } from "gatsby";
import AccountForm from "./AccountForm";
import AccountScreen from "./AccountScreen";
import FormikField from "../forms/FormikField";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { pathIn } from "../../lib/localPaths";
import { forgotPasswordSchema, type ForgotPasswordValues } from "../../lib/forms/accountSchemas";
import { notices, validationMessages } from "../forms/words";
import { forgotPassword as enForgotPassword } from "../../words/en/account/forgotPassword";
import { forgotPassword as esForgotPassword } from "../../words/es/account/forgotPassword";

const words = { en: enForgotPassword, es: esForgotPassword };

/** The forgotten-password page: the firm's portal, or the form that asks for a reset link. */
export default function ForgotPasswordView() {
  return <AccountScreen screen="forgotPassword" form={ForgotPasswordForm} />;
}

function ForgotPasswordForm() {
  const language = useLanguage();
  const text = useWords(words);
  const notice = useWords(notices);
  return (
    <AccountForm<ForgotPasswordValues>
      action="forgot-password"
      text={text}
      footer={<Link to={pathIn(language, "/login")}>{text.backToLogin}</Link>}
      initialValues={{ email: "" }}
      validationSchema={forgotPasswordSchema(validationMessages[language])}
      success={notice.forgotSuccess}
      failure={notice.forgotFailure}
    >
      <FormikField label={text.email} name="email" type="email" autoComplete="email" required />
    </AccountForm>
  );
}
