import { graphql, type HeadProps, type PageProps } from "gatsby";
import FaqView from "../components/faq/FaqView";
import Seo from "../components/Seo";
import { faqJsonLd } from "../lib/structuredData";
import { languageOfPath } from "../lib/localPaths";
import { faq as head } from "@words/pages/faq";
import { wordsIn } from "../i18n/inEveryLanguage";

export default function FaqPage({ data }: PageProps<Queries.FaqPageQuery>) {
  return <FaqView questions={data.faqYaml!.questions} resources={data.resourcesYaml!.resources} />;
}

export const Head = ({ data, location }: HeadProps<Queries.FaqPageQuery>) => (
  <Seo
    {...wordsIn(languageOfPath(location.pathname), head)}
    path={location.pathname}
    jsonLd={[faqJsonLd(data.faqYaml!.questions, languageOfPath(location.pathname))]}
  />
);

export const query = graphql`
  query FaqPage($lang: String!) {
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
