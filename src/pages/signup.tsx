import type { HeadProps } from "gatsby";
import SignupView from "../components/account/SignupView";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { signup } from "@words/account/signup";
import { wordsIn } from "../i18n/inEveryLanguage";

export default function SignupPage() {
  return <SignupView />;
}

export const Head = ({ location }: HeadProps) => <Seo {...wordsIn(languageOfPath(location.pathname), signup).head} path={location.pathname} />;
