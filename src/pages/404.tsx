import type { HeadProps } from "gatsby";
import NotFoundView from "../components/notFound/NotFoundView";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { notFound as head } from "@words/pages/notFound";
import { wordsIn } from "../i18n/inEveryLanguage";

export default function NotFoundPage() {
  return <NotFoundView />;
}

export const Head = ({ location }: HeadProps) => {
  const { title, description } = wordsIn(languageOfPath(location.pathname), head);
  return <Seo title={title} description={description} path={location.pathname} noindex />;
};
