import type { HeadProps } from "gatsby";
import LoginView from "../components/account/LoginView";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { login as enLogin } from "../words/en/account/login";
import { login as esLogin } from "../words/es/account/login";

const head = { en: enLogin.head, es: esLogin.head };

export default function LoginPage() {
  return <LoginView />;
}

export const Head = ({ location }: HeadProps) => <Seo {...head[languageOfPath(location.pathname)]} path={location.pathname} />;
