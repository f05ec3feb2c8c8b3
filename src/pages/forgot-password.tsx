import type { HeadProps } from "gatsby";
import ForgotPasswordView from "../components/account/ForgotPasswordView";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { forgotPassword as enForgotPassword } from "../words/en/account/forgotPassword";
import { forgotPassword as esForgotPassword } from "../words/es/account/forgotPassword";

const head = { en: enForgotPassword.head, es: esForgotPassword.head };

export default function ForgotPasswordPage() {
  return <ForgotPasswordView />;
}

export const Head = ({ location }: HeadProps) => <Seo {...head[languageOfPath(location.pathname)]} path={location.pathname} />;
