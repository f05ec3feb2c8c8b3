import type { HeadProps } from "gatsby";
import NotFoundView from "../components/notFound/NotFoundView";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { notFound as enNotFound } from "../words/en/pages/notFound";
import { notFound as esNotFound } from "../words/es/pages/notFound";

const head = { en: enNotFound, es: esNotFound };

export default function NotFoundPage() {
  return <NotFoundView />;
}

export const Head = ({ location }: HeadProps) => {
  const { title, description } = head[languageOfPath(location.pathname)];
  return <Seo title={title} description={description} path={location.pathname} noindex />;
};
