import { graphql, type HeadProps, type PageProps } from "gatsby";
import ContactView from "../components/contact/ContactView";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import { contact } from "@words/pages/contact";
import { wordsIn } from "../i18n/inEveryLanguage";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return (
    <ContactView services={data.servicesYaml!.services} servicesAsSent={data.servicesAsSent!.services} pricingSections={data.pricingYaml!.sections} />
  );
}

export const Head = ({ location }: HeadProps) => <Seo {...wordsIn(languageOfPath(location.pathname), contact).head} path={location.pathname} />;

export const query = graphql`
  query ContactPage($lang: String!, $firstLang: String!) {
    servicesYaml: services(lang: { eq: $lang }) {
      ...ServiceChoicesFields
    }
    servicesAsSent: services(lang: { eq: $firstLang }) {
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
