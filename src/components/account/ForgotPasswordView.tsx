import { Link } from "gatsby";
import AccountForm from "./AccountForm";
import AccountScreen from "./AccountScreen";
import FormikField from "../forms/FormikField";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { pathIn } from "../../lib/localPaths";
import { forgotPasswordSchema, type ForgotPasswordValues } from "../../lib/forms/accountSchemas";
import { notices } from "@words/forms/notices";
import { validation as validationMessages } from "@words/forms/validation";
import { forgotPassword as words } from "@words/account/forgotPassword";
import { wordsIn } from "../../i18n/inEveryLanguage";

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
      validationSchema={forgotPasswordSchema(wordsIn(language, validationMessages))}
      success={notice.forgotSuccess}
      failure={notice.forgotFailure}
    >
      <FormikField label={text.email} name="email" type="email" autoComplete="email" required />
    </AccountForm>
  );
}
