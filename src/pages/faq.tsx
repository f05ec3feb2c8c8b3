import { graphql, type HeadProps, type PageProps } from "gatsby";
import FaqView from "../components/faq/FaqView";
import Seo from "../components/Seo";
import { faqJsonLd } from "../lib/structuredData";

export default function FaqPage({ data }: PageProps<Queries.FaqPageQuery>) {
  return <FaqView questions={data.faqYaml!.questions} resources={data.resourcesYaml!.resources} />;
}

export const Head = ({ data, location }: HeadProps<Queries.FaqPageQuery>) => (
  <Seo
    title="FAQ"
    path={location.pathname}
    jsonLd={[faqJsonLd(data.faqYaml!.questions)]}
    description="Answers to common questions about tax documents, deadlines, extensions, business structures, ITINs, IRS notices, refunds and our pricing."
  />
);

export const query = graphql`
  query FaqPage($lang: String = "en") {
    faqYaml: faq(lang: { eq: $lang }) {
      questions {
        question
        answer
      }
    }
    resourcesYaml: resources(lang: { eq: $lang }) {
      resources {
        title
        url
        description
      }
    }
  }
`;
