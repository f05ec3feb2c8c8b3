import { graphql, type PageProps } from "gatsby";
import FaqView from "../components/faq/FaqView";
import Seo from "../components/Seo";

export default function FaqPage({ data }: PageProps<Queries.FaqPageQuery>) {
  return <FaqView questions={data.faqYaml!.questions} resources={data.resourcesYaml!.resources} />;
}

export const Head = () => (
  <Seo
    title="FAQ"
    description="Answers to common questions about tax documents, deadlines, extensions, business structures, ITINs, IRS notices, refunds and our pricing."
  />
);

export const query = graphql`
  query FaqPage {
    faqYaml {
      questions {
        question
        answer
      }
    }
    resourcesYaml {
      resources {
        title
        url
        description
      }
    }
  }
`;
