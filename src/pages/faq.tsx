import { graphql, type HeadProps, type PageProps } from "gatsby";
import FaqView from "../components/faq/FaqView";
import Seo from "../components/Seo";
import { faqJsonLd } from "../lib/structuredData";
import { languageOfPath } from "../lib/localPaths";
import type { Translations } from "../i18n/PageLanguage";

const head = {
  en: {
    title: "FAQ",
    description:
      "Answers to common questions about tax documents, deadlines, extensions, business structures, ITINs, IRS notices, refunds and our pricing.",
  },
  es: {
    title: "Preguntas frecuentes",
    description:
      "Respuestas sobre documentos tributarios, fechas límite, prórrogas, estructuras de negocio, el ITIN, cartas del IRS, reembolsos y nuestros precios.",
  },
} satisfies Translations<{ title: string; description: string }>;

export default function FaqPage({ data }: PageProps<Queries.FaqPageQuery>) {
  return <FaqView questions={data.faqYaml!.questions} resources={data.resourcesYaml!.resources} />;
}

export const Head = ({ data, location }: HeadProps<Queries.FaqPageQuery>) => (
  <Seo
    {...head[languageOfPath(location.pathname)]}
    path={location.pathname}
    jsonLd={[faqJsonLd(data.faqYaml!.questions, languageOfPath(location.pathname))]}
  />
);

export const query = graphql`
  query FaqPage($lang: String = "en") {
    faqYaml: faq(lang: { eq: $lang }) {
      questions {
        id
        question
        answer
        sources {
          title
          url
          urlEs
        }
        reviewed(formatString: "YYYY-MM-DD")
      }
    }
    resourcesYaml: resources(lang: { eq: $lang }) {
      resources {
        id
        title
        url
        urlEs
        description
      }
    }
  }
`;
