import { graphql, type HeadProps, type PageProps } from "gatsby";
import ServicesView from "../components/services/ServicesView";
import Seo from "../components/Seo";
import { languageOfPath } from "../lib/localPaths";
import type { Translations } from "../i18n/PageLanguage";
import { declared } from "../lib/content/declare";
import type { Service } from "../lib/content/types/services";

const head = {
  en: {
    title: "Services",
    description:
      "Individual and business tax filings, incorporation, bookkeeping, payroll, ITIN applications, tax planning and CPA consultations in New York and across the US.",
  },
  es: {
    title: "Servicios",
    description:
      "Declaraciones de impuestos personales y de negocios, teneduría de libros, nómina, solicitudes de ITIN y planificación tributaria, en Nueva York y todo EE. UU.",
  },
} satisfies Translations<{ title: string; description: string }>;

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
