import { graphql, type HeadProps, type PageProps } from "gatsby";
import ServicesView from "../components/services/ServicesView";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { declared } from "../lib/content/declare";
import type { Service } from "../lib/content/types/services";
import { services as head } from "@words/pages/services";
import { wordsIn } from "../i18n/inEveryLanguage";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return <ServicesView services={declared<readonly Service[]>(data.servicesYaml!.services)} />;
}

export const Head = ({ location }: HeadProps) => <Seo {...wordsIn(languageOfPath(location.pathname), head)} path={location.pathname} />;

export const query = graphql`
  query ServicesPage($lang: String!) {
    servicesYaml: services(lang: { eq: $lang }) {
      services {
        id
        title
        summary
        description
        features
        accent
        icon
      }
    }
  }
`;
