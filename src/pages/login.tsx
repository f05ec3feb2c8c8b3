import type { HeadProps } from "gatsby";
import LoginView from "../components/account/LoginView";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { login } from "@words/account/login";
import { wordsIn } from "../i18n/inEveryLanguage";

export default function LoginPage() {
  return <LoginView />;
}

export const Head = ({ location }: HeadProps) => <Seo {...wordsIn(languageOfPath(location.pathname), login).head} path={location.pathname} />;
