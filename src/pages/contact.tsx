import { graphql, type HeadProps, type PageProps } from "gatsby";
import ContactView from "../components/contact/ContactView";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { contact as enContact } from "../words/en/pages/contact";
import { contact as esContact } from "../words/es/pages/contact";

const head = { en: enContact.head, es: esContact.head };

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return <ContactView services={data.servicesYaml!.services} servicesEn={data.servicesEn!.services} pricingSections={data.pricingYaml!.sections} />;
}

export const Head = ({ location }: HeadProps) => <Seo {...head[languageOfPath(location.pathname)]} path={location.pathname} />;

export const query = graphql`
  query ContactPage($lang: String = "en") {
    servicesYaml: services(lang: { eq: $lang }) {
      ...ServiceChoicesFields
    }
    servicesEn: services(lang: { eq: "en" }) {
      ...ServiceChoicesFields
    }
    pricingYaml: pricing(lang: { eq: $lang }) {
      sections {
        plans {
          id
          title
        }
      }
    }
  }
  fragment ServiceChoicesFields on Services {
    services {
      id
      title
    }
  }
`;
