import { graphql, type HeadProps, type PageProps } from "gatsby";
import ServicesView from "../components/services/ServicesView";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { declared } from "../lib/content/declare";
import type { Service } from "../lib/content/types/services";
import { services as enServices } from "../words/en/pages/services";
import { services as esServices } from "../words/es/pages/services";

const head = { en: enServices, es: esServices };

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return <ServicesView services={declared<readonly Service[]>(data.servicesYaml!.services)} />;
}

export const Head = ({ location }: HeadProps) => <Seo {...head[languageOfPath(location.pathname)]} path={location.pathname} />;

export const query = graphql`
  query ServicesPage($lang: String = "en") {
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
