import type { HeadProps } from "gatsby";
import SignupView from "../components/account/SignupView";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { signup as enSignup } from "../words/en/account/signup";
import { signup as esSignup } from "../words/es/account/signup";

const head = { en: enSignup.head, es: esSignup.head };

export default function SignupPage() {
  return <SignupView />;
}

export const Head = ({ location }: HeadProps) => <Seo {...head[languageOfPath(location.pathname)]} path={location.pathname} />;
