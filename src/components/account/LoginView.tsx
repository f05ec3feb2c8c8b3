import { css } from "@emotion/react";
import { Link, navigate } from "gatsby";
import AccountForm from "./AccountForm";
import AccountScreen from "./AccountScreen";
import FormikField from "../forms/FormikField";
import { useFirm } from "../../hooks/useFirm";
import { useLanguage, useWords } from "../../i18n/PageLanguage";
import { pathIn } from "../../lib/localPaths";
import { loginSchema, type LoginValues } from "../../lib/forms/accountSchemas";
import { notices } from "@words/forms/notices";
import { validation as validationMessages } from "@words/forms/validation";
import { fontSize } from "../../theme/tokens";
import { login as words } from "@words/account/login";
import { wordsIn } from "../../i18n/inEveryLanguage";

const forgotLinkStyle = css({ justifySelf: "end", fontSize: fontSize.base, fontWeight: 600 });

/** The login page: the firm's portal, or the form that logs a client in and goes to the home page. */
export default function LoginView() {
  return <AccountScreen screen="login" form={LoginForm} />;
}

function LoginForm() {
  const { brand } = useFirm();
  const language = useLanguage();
  const text = useWords(words);
  const notice = useWords(notices);
  return (
    <AccountForm<LoginValues>
      action="login"
      text={text}
      footer={
        <>
          {text.noAccount} <Link to={pathIn(language, "/signup")}>{text.signUp}</Link>
        </>
      }
      initialValues={{ email: "", password: "" }}
      validationSchema={loginSchema(wordsIn(language, validationMessages))}
      success={notice.loginSuccess(brand)}
      failure={notice.loginFailure}
      onSuccess={() => navigate(pathIn(language, "/"))}
    >
      <FormikField label={text.email} name="email" type="email" autoComplete="email" required />
      <FormikField label={text.password} name="password" type="password" autoComplete="current-password" required />
      <Link to={pathIn(language, "/forgot-password")} css={forgotLinkStyle}>
        {text.forgotPassword}
      </Link>
    </AccountForm>
  );
}
