import { graphql, type HeadProps, type PageProps } from "gatsby";
import ServicesView from "../components/services/ServicesView";
import Seo from "../components/Seo";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return <ServicesView services={data.servicesYaml!.services} />;
}

export const Head = ({ location }: HeadProps) => (
  <Seo
    title="Services"
    path={location.pathname}
    description="Individual and business tax filings, incorporation, bookkeeping, payroll, ITIN applications, tax planning and CPA consultations in New York and across the US."
  />
);

export const query = graphql`
  query ServicesPage($lang: String = "en") {
    servicesYaml: services(lang: { eq: $lang }) {
      services {
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
