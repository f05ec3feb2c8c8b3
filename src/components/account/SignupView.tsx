import { Link, navigate } from "gatsby";
import AccountForm from "./AccountForm";
import AccountScreen from "./AccountScreen";
import FormikField from "../forms/FormikField";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { pathIn } from "../../lib/localPaths";
import { signupSchema, type SignupValues } from "../../lib/forms/accountSchemas";
import { PASSWORD_MIN_LENGTH } from "../../lib/forms/constants";
import { notices } from "@words/forms/notices";
import { validation as validationMessages } from "@words/forms/validation";
import { signup as words } from "@words/account/signup";
import { wordsIn } from "../../i18n/inEveryLanguage";

const emptySignup: SignupValues = { fullName: "", email: "", mobileNumber: "", password: "", confirmPassword: "" };

/** The signup page: the firm's portal, or the form that opens a client account and goes on to log in. */
export default function SignupView() {
  return <AccountScreen screen="signup" form={SignupForm} />;
}

function SignupForm() {
  const language = useLanguage();
  const text = useWords(words);
  const notice = useWords(notices);
  return (
    <AccountForm<SignupValues>
      action="signup"
      text={text}
      footer={
        <>
          {text.haveAccount} <Link to={pathIn(language, "/login")}>{text.logIn}</Link>
        </>
      }
      initialValues={emptySignup}
      validationSchema={signupSchema(wordsIn(language, validationMessages))}
      check={({ password, confirmPassword }) => (password === confirmPassword ? null : notice.signupMismatch)}
      success={notice.signupSuccess}
      failure={notice.signupFailure}
      onSuccess={() => navigate(pathIn(language, "/login"))}
    >
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
    </AccountForm>
  );
}
