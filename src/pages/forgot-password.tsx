import type { HeadProps } from "gatsby";
import ForgotPasswordView from "../components/account/ForgotPasswordView";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { forgotPassword } from "@words/account/forgotPassword";
import { wordsIn } from "../i18n/inEveryLanguage";

export default function ForgotPasswordPage() {
  return <ForgotPasswordView />;
}

export const Head = ({ location }: HeadProps) => (
  <Seo {...wordsIn(languageOfPath(location.pathname), forgotPassword).head} path={location.pathname} />
);
